/**
 * Splits delimited text (a CSV, a TSV, cells pasted from a spreadsheet) into records, as
 * RFC 4180 reads them: a quoted cell may hold the delimiter, doubled quotes and line breaks
 * (KiCad writes "C1,C2,C3"). A quote opens a quoted cell only at its start; elsewhere it is part
 * of the text (3.5" disk). Cells are given as typed; what to trim or skip is the reader's choice.
 * One reader serves the spreadsheet uploads (listings) and pasted BOMs (bom).
 */

export interface DelimitedRecord {
  /** The cells as typed; a blank line is one empty cell. */
  cells: string[];
  /** The text line (1-based) the record starts on; a quoted line break makes a record span more. */
  line: number;
}

/** Every record of the text in order, blank lines included; an unclosed quote keeps what it held. */
export function* delimitedRecords(text: string, delimiter: string): Generator<DelimitedRecord> {
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      yield { cells, line: start };
      cells = [];
      cell = '';
      line++;
      start = line;
    } else cell += c;
  }
  // The last record, unless the text ended with its line break.
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    yield { cells, line: start };
  }
}

/** Whether a record holds nothing but blanks. */
export const blankRecord = (cells: string[]): boolean => cells.every((cell) => cell.trim() === '');
