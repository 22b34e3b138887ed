import { describe, expect, it } from 'vitest';
import { readCsv } from './csv-reader.ts';

describe('reading a CSV or a paste from a spreadsheet', () => {
  it('keeps quoted separators, doubled quotes and line breaks, and numbers rows as a spreadsheet does', () => {
    const text = '\uFEFFname,description,price\r\n"Board, used","He said ""works""\nsecond line",৳1,500\r\n\r\nRAM,"",১২০০\r\n';
    expect(readCsv(text)).toEqual({
      header: ['name', 'description', 'price'],
      records: [
        { line: 2, cells: ['Board, used', 'He said "works"\nsecond line', '৳1', '500'] },
        { line: 4, cells: ['RAM', '', '১২০০'] },
      ],
    });
  });

  it('reads tabs from a paste and semicolons from a CSV saved where the decimal mark is a comma', () => {
    expect(readCsv('name\tprice\nESP32\t৳1,500').records).toEqual([{ line: 2, cells: ['ESP32', '৳1,500'] }]);
    expect(readCsv('name;price\nESP32;1,5').records).toEqual([{ line: 2, cells: ['ESP32', '1,5'] }]);
  });

  it('a quote inside a cell is part of it, and an empty text has no header', () => {
    expect(readCsv('name,size\n3.5" disk,big').records[0]!.cells).toEqual(['3.5" disk', 'big']);
    expect(readCsv('')).toEqual({ header: [], records: [] });
    expect(readCsv('a,b\n1,2', { headerOnly: true })).toEqual({ header: ['a', 'b'], records: [] });
  });
});
