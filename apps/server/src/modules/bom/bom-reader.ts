import type { BomLine } from '@reboard/contracts';
import { delimitedRows, guessDelimiter, type DelimitedRow } from './delimited-rows.ts';
import { looksLikePartNumber, partNumberIn, readCount, readPlainLine } from './part-words.ts';

/*
 * Reads a bill of materials as people bring it: a CSV/TSV export from KiCad (Reference, Value,
 * Footprint, Qty, MPN…), Eagle (Parts, Value, Package, Qty) or JLCPCB (Comment, Designator,
 * Footprint, LCSC Part #, Quantity), a spreadsheet's copy, or plain lines ("LM317T 3",
 * "3x LM317T", "10uF 0805 capacitor, 20"). Pure: the service decides what to do with the lines.
 */

type Column = 'ref' | 'value' | 'footprint' | 'qty' | 'mpn' | 'description' | 'supplier';

/** Header names as exports spell them, lower case with letters and digits only. */
const HEADERS: Record<string, Column> = {
  reference: 'ref', references: 'ref', ref: 'ref', refs: 'ref', designator: 'ref', designators: 'ref', parts: 'ref', part: 'ref', refdes: 'ref',
  value: 'value', comment: 'value', val: 'value',
  footprint: 'footprint', package: 'footprint', case: 'footprint',
  qty: 'qty', quantity: 'qty', qnty: 'qty', count: 'qty', quantityperpcb: 'qty',
  mpn: 'mpn', manufacturerpartnumber: 'mpn', mfrpartnumber: 'mpn', mfrpart: 'mpn', mfgpartnumber: 'mpn', partnumber: 'mpn', partno: 'mpn', mfrpn: 'mpn', pn: 'mpn',
  description: 'description', desc: 'description',
  // Recognised so the header is found; a distributor's own code (C12345) is no part number sellers use.
  lcscpart: 'supplier', lcscpartnumber: 'supplier', lcsc: 'supplier', jlcpcbpart: 'supplier', supplierpart: 'supplier',
};

/** Rows looked at for the header: KiCad's older exports put a few lines of "Source:", "Date:" first. */
const HEADER_SEARCH_ROWS = 15;

const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** The columns a row names, when it is a header: at least two known, one of them saying what the part is. */
function headerOf(row: DelimitedRow): Map<Column, number> | null {
  const columns = new Map<Column, number>();
  row.cells.forEach((cell, i) => {
    const column = HEADERS[headerKey(cell)];
    if (column && !columns.has(column)) columns.set(column, i);
  });
  const says = columns.has('value') || columns.has('mpn') || columns.has('description');
  return columns.size >= 2 && says ? columns : null;
}

/** "Capacitor_SMD:C_0805_2012Metric" → "0805", "SOT-23-5" → "SOT-23-5": the package a search can use. */
function packageOf(footprint: string): string {
  const name = footprint.includes(':') ? footprint.slice(footprint.indexOf(':') + 1) : footprint;
  const size = /(?:^|[^0-9])(0201|0402|0603|0805|1206|1210|1812|2010|2512)(?:[^0-9]|$)/.exec(name);
  if (size) return size[1]!;
  const shape = /\b(?:SOT|SOD|SOIC|SOP|SSOP|TSSOP|MSOP|QFN|DFN|TQFP|LQFP|DIP|TO)-?\d+(?:-\d+)?/i.exec(name.replaceAll('_', ' '));
  if (shape) return shape[0];
  return /[_:]/.test(name) || name.length > 16 ? '' : name;
}

/** Cells that stand for nothing in exports. */
const EMPTY = /^(?:~|-|n\/?a|none|dnp|dnf)?$/i;
const cellOf = (row: DelimitedRow, columns: Map<Column, number>, column: Column): string => {
  const i = columns.get(column);
  const cell = i === undefined ? '' : (row.cells[i] ?? '');
  return EMPTY.test(cell) ? '' : cell;
};

function tableLine(row: DelimitedRow, columns: Map<Column, number>): BomLine | null {
  const value = cellOf(row, columns, 'value');
  const mpn = cellOf(row, columns, 'mpn');
  const described = cellOf(row, columns, 'description');
  const footprint = packageOf(cellOf(row, columns, 'footprint'));
  if (!value && !mpn && !described) return null;
  const partNumber = mpn || (looksLikePartNumber(value) ? value : null);
  // A part number in the value column is what a search should look for, without its package.
  const description = partNumber !== null && partNumber === value ? value : [value || described, footprint].filter(Boolean).join(' ');
  const refs = cellOf(row, columns, 'ref')
    .split(/[\s,;]+/)
    .filter(Boolean).length;
  const quantity = readCount(cellOf(row, columns, 'qty')) ?? (refs > 0 ? refs : 1);
  return { line: row.line, partNumber, description: description || (partNumber ?? ''), quantity };
}

function plainLines(text: string): BomLine[] {
  return text.split(/\r\n|\r|\n/).flatMap((raw, i) => {
    const trimmed = raw.trim();
    // Comments and spreadsheet noise.
    if (trimmed === '' || /^(?:#|\/\/)/.test(trimmed) || !/[\p{L}\p{N}]/u.test(trimmed)) return [];
    const { description, quantity } = readPlainLine(trimmed);
    return [{ line: i + 1, partNumber: partNumberIn(description), description, quantity }];
  });
}

/** The lines of a BOM, each with its part number (when one is given or its value reads as one), description, quantity and line number. */
export function readBom(text: string): BomLine[] {
  const delimiter = guessDelimiter(text.split(/\r\n|\r|\n/));
  if (delimiter) {
    const rows = delimitedRows(text, delimiter);
    const at = rows.slice(0, HEADER_SEARCH_ROWS).findIndex((r) => headerOf(r) !== null);
    if (at >= 0) {
      const columns = headerOf(rows[at]!)!;
      return rows.slice(at + 1).flatMap((r) => tableLine(r, columns) ?? []);
    }
  }
  // No header: one part per line, a quantity written before or after it.
  return plainLines(text);
}
