import { blankRecord, delimitedRecords } from '#server/lib/delimited-text.ts';

/** One row of a delimited file, with the line number (1-based) where it starts. */
export interface DelimitedRow {
  line: number;
  cells: string[];
}

/**
 * The delimiter a BOM export uses, judged from its first lines: tab (a spreadsheet's copy or a
 * TSV), semicolon (spreadsheets in locales where the comma is the decimal mark), or comma. Null
 * when no line has any: plain lines ("LM317T 3").
 */
export function guessDelimiter(lines: string[]): string | null {
  const sample = lines.filter((l) => l.trim() !== '').slice(0, 10);
  const score = (d: string) => sample.filter((l) => l.includes(d)).length;
  if (score('\t') >= Math.max(1, sample.length / 2)) return '\t';
  const semi = score(';');
  const comma = score(',');
  // A plain line may carry one comma ("10uF capacitor, 20"): a table has quoted or several cells.
  const table = (d: string) => sample.some((l) => l.split(d).length > 2 || l.startsWith('"'));
  if (semi > comma && table(';')) return ';';
  if (comma > 0 && table(',')) return ',';
  return null;
}

/** The rows of delimited text (lib/delimited-text), cells trimmed; blank rows are dropped. */
export function delimitedRows(text: string, delimiter: string): DelimitedRow[] {
  const rows: DelimitedRow[] = [];
  for (const { cells, line } of delimitedRecords(text, delimiter)) {
    if (!blankRecord(cells)) rows.push({ line, cells: cells.map((c) => c.trim()) });
  }
  return rows;
}
