/*
 * Reads the text a seller sends: a CSV saved by a spreadsheet (commas, or semicolons where the
 * decimal mark is a comma) or cells pasted straight from one (tabs), split by lib/delimited-text.
 * Cells are kept exactly as typed.
 */
import { blankRecord, delimitedRecords } from '#server/lib/delimited-text.ts';

export interface CsvRecord {
  /** The row number a spreadsheet shows for it: the header is 1, and blank rows still count. */
  line: number;
  cells: string[];
}

export interface CsvText {
  header: string[];
  records: CsvRecord[];
}

/** The separator the header row uses: a tab (a paste), else whichever of `,` and `;` it has more of. */
function separatorOf(text: string): string {
  const end = text.indexOf('\n');
  const first = end === -1 ? text : text.slice(0, end);
  if (first.includes('\t')) return '\t';
  const count = (c: string) => first.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** The header and data rows of a CSV or a paste; blank rows are left out (their numbers are not reused). */
export function readCsv(source: string, { headerOnly = false } = {}): CsvText {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  const sep = separatorOf(text);
  let header: string[] | undefined;
  const records: CsvRecord[] = [];
  let line = 0;
  for (const { cells } of delimitedRecords(text, sep)) {
    line++;
    if (blankRecord(cells)) {
      // Blank rows above the header are not part of the table either.
      if (!header) line--;
      continue;
    }
    if (!header) {
      header = cells;
      if (headerOnly) break;
    } else records.push({ line, cells });
  }
  return { header: header ?? [], records };
}
