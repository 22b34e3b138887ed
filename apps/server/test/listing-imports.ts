import { expect } from 'vitest';
import type { TestContext } from './app.ts';
import { requestAs, type SignedIn } from './auth.ts';
import { eventually } from './eventually.ts';

/* What the spreadsheet tests share: a file built from rows, an upload, and waiting for its check. */

export const HEADER = ['name', 'category', 'condition', 'price', 'quantity', 'part number', 'sku', 'location', 'phone', 'usage period', 'year purchased', 'capacitance'];

/** A good row of HEADER's columns; override cells by column. */
export function goodRow(over: Partial<Record<(typeof HEADER)[number], string>> = {}): string[] {
  const cells: Record<string, string> = {
    name: 'ESP32 dev board',
    category: 'Network Modules',
    condition: 'good',
    price: '650',
    quantity: '3',
    'part number': 'ESP32-WROOM-32',
    sku: '',
    location: 'Dhaka',
    phone: '+8801711000000',
    'usage period': '6 months',
    'year purchased': '2023',
    capacitance: '',
    ...over,
  };
  return HEADER.map((column) => cells[column]!);
}

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** A CSV of HEADER and these rows. */
export const csvOf = (rows: string[][], header = HEADER) => [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\n');

export type ImportView = {
  id: string;
  status: string;
  total: number;
  checked: number;
  rows: { line: number; cells: Record<string, string>; problems: { column: string; message: string }[]; skip: boolean; updates: boolean }[];
  counts: { valid: number; withProblems: number; skipped: number };
  created: number;
  updated: number;
  error: string | null;
  ignoredColumns: string[];
};

/** Uploads `text` as `seller`, waits for the check to end, and returns the import as the preview shows it. */
export async function uploadAndCheck(t: TestContext, seller: SignedIn, text: string): Promise<ImportView> {
  const res = await requestAs(t.app, seller, 'POST', '/api/listings/imports', { text });
  expect(res.statusCode, res.body).toBe(202);
  const { id } = res.json() as { id: string };
  let view: ImportView | undefined;
  await eventually(async () => {
    const got = await requestAs(t.app, seller, 'GET', `/api/listings/imports/${id}`);
    expect(got.statusCode, got.body).toBe(200);
    view = got.json() as ImportView;
    return view.status !== 'checking';
  }, `import ${id} is checked`);
  return view!;
}

/** Each row's problems as "line column message", sorted, for one readable comparison. */
export const problemsOf = (view: ImportView) => view.rows.flatMap((row) => row.problems.map((p) => `${row.line} ${p.column} ${p.message}`)).sort();
