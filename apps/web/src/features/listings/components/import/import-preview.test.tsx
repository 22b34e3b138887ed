import type { ImportRow, ListingImport } from '@reboard/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render.tsx';
import { ImportPreview } from './import-preview.tsx';

const cells = (over: Record<string, string> = {}) => ({ name: 'ESP32 dev board', price: '650', capacitance: '', ...over });

function anUpload(rows: ImportRow[]): ListingImport {
  const withProblems = rows.filter((r) => !r.skip && r.problems.length).length;
  const skipped = rows.filter((r) => r.skip).length;
  return {
    id: '0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e77',
    status: 'ready',
    total: rows.length,
    checked: rows.length,
    columns: [
      { key: 'name', header: 'Name' },
      { key: 'price', header: 'Unit price' },
      { key: 'capacitance', header: 'capacitance' },
    ],
    ignoredColumns: [],
    rows,
    counts: { valid: rows.length - withProblems - skipped, withProblems, skipped },
    created: 0,
    updated: 0,
    error: null,
    createdAt: '2026-03-05T10:00:00.000Z',
    publishedAt: null,
  };
}

const ok = (line: number, name: string): ImportRow => ({ line, cells: cells({ name }), problems: [], skip: false, updates: false });
const BAD: ImportRow = {
  line: 3,
  cells: cells({ name: 'W5500 module', price: 'cheap', capacitance: '10 apples' }),
  problems: [
    { column: 'price', message: 'validation.amount.number' },
    { column: 'capacitance', message: 'validation.spec.enterSuchAs', params: { spec: 'specs.capacitance', example: '10 µF' } },
  ],
  skip: false,
  updates: false,
};

async function renderPreview(upload: ListingImport) {
  const handlers = { onSaveRow: vi.fn().mockResolvedValue(undefined), onSkipRow: vi.fn(), onPublish: vi.fn() };
  const view = await renderApp(<ImportPreview upload={upload} publishing={false} {...handlers} />);
  return { ...view, ...handlers };
}

describe('the preview of a spreadsheet upload', () => {
  it('names each problem by its row and its column as the file calls it, and keeps Publish disabled with the reason', async () => {
    const { onPublish } = await renderPreview(anUpload([ok(2, 'ESP32 dev board'), BAD, ok(4, 'nRF24L01 radio')]));

    expect(screen.getByText('2 ready, 1 with problems, 0 skipped')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'The rows of your file and what needs fixing' });
    const row3 = within(table).getByRole('row', { name: /^3 W5500 module/ });
    expect(within(row3).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Unit price: Type the amount in digits, such as 25000, 25,000 or ২৫,০০০',
      'capacitance: Enter a capacitance such as 10 µF',
    ]);
    expect(within(within(table).getByRole('row', { name: /^2 ESP32 dev board/ })).getByText('Ready')).toBeInTheDocument();

    const publish = screen.getByRole('button', { name: 'Publish 2 listings' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription('Fix or skip the rows with problems before publishing.');
    expect(onPublish).not.toHaveBeenCalled();
  });

  it('with the bad row skipped, Publish is enabled and publishes', async () => {
    const { user, onPublish } = await renderPreview(anUpload([ok(2, 'ESP32 dev board'), { ...BAD, skip: true }]));
    const publish = screen.getByRole('button', { name: 'Publish 1 listing' });
    expect(publish).toBeEnabled();
    await user.click(publish);
    expect(onPublish).toHaveBeenCalledOnce();
  });

  it('Skip and Edit act on their row; the editor shows the row’s cells with the problem under its field, and saves them', async () => {
    const { user, onSkipRow, onSaveRow } = await renderPreview(anUpload([ok(2, 'ESP32 dev board'), BAD]));
    await user.click(screen.getByRole('checkbox', { name: 'Skip row 3' }));
    expect(onSkipRow).toHaveBeenCalledWith(3, true);

    await user.click(screen.getByRole('button', { name: 'Edit row 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit row 3' });
    const price = within(dialog).getByLabelText('Unit price');
    expect(price).toHaveValue('cheap');
    expect(price).toHaveAccessibleDescription('Type the amount in digits, such as 25000, 25,000 or ২৫,০০০');
    await user.clear(price);
    await user.type(price, '2,500');
    await user.click(within(dialog).getByRole('button', { name: 'Save row' }));
    expect(onSaveRow).toHaveBeenCalledWith(3, { name: 'W5500 module', price: '2,500', capacitance: '10 apples' });
  });
});
