import { describe, expect, it } from 'vitest';
import { readBom } from './bom-reader.ts';
import { partKeyOf } from '../catalog/index.ts';

describe('the BOM reader', () => {
  it('reads a KiCad export: grouped references counted, MPN column first, values that are part numbers kept', () => {
    const csv = [
      '"Reference","Value","Footprint","Qty","MPN"',
      '"C1,C2,C3","10uF","Capacitor_SMD:C_0805_2012Metric","3","GRM21BR61C106KE15L"',
      '"R1,R2","10k","Resistor_SMD:R_0603_1608Metric","2",""',
      '"U1","LM317T","Package_TO_SOT_THT:TO-220-3_Vertical","1","~"',
      '"J1","Conn_01x04","Connector:Conn_01x04","",""',
    ].join('\n');
    expect(readBom(csv)).toEqual([
      { line: 2, partNumber: 'GRM21BR61C106KE15L', description: '10uF 0805', quantity: 3 },
      { line: 3, partNumber: null, description: '10k 0603', quantity: 2 },
      { line: 4, partNumber: 'LM317T', description: 'LM317T', quantity: 1 },
      // No quantity column value: the references are counted.
      { line: 5, partNumber: null, description: 'Conn_01x04', quantity: 1 },
    ]);
  });

  it("reads KiCad's older export with its preamble and semicolons", () => {
    const csv = ['Source:;/home/me/board.kicad_sch', 'Tool:;Eeschema 7', '', 'Ref;Qnty;Value;Cmp name;Footprint', 'U1 U2;2;NE555;NE555;Package_DIP:DIP-8_W7.62mm'].join('\n');
    expect(readBom(csv)).toEqual([{ line: 5, partNumber: 'NE555', description: 'NE555', quantity: 2 }]);
  });

  it('reads a JLCPCB export: Comment is the value, the LCSC code is not a part number', () => {
    const csv = ['Comment,Designator,Footprint,LCSC Part #,Quantity', '100nF,"C4,C5",0402,C1525,2', 'AMS1117-3.3,U2,SOT-223-3,C6186,1', 'ESP32-WROOM-32E,U1,ESP32-WROOM-32,C701342,১'].join('\r\n');
    expect(readBom(csv)).toEqual([
      { line: 2, partNumber: null, description: '100nF 0402', quantity: 2 },
      { line: 3, partNumber: 'AMS1117-3.3', description: 'AMS1117-3.3', quantity: 1 },
      // Bengali digits are digits.
      { line: 4, partNumber: 'ESP32-WROOM-32E', description: 'ESP32-WROOM-32E', quantity: 1 },
    ]);
  });

  it('reads an Eagle export pasted from a spreadsheet (tabs)', () => {
    const tsv = ['Qty\tValue\tDevice\tPackage\tParts', '4\t1N4148\tDIODE\tSOD-123\tD1, D2, D3, D4', '1\t16MHz\tCRYSTAL\tHC49\tQ1'].join('\n');
    expect(readBom(tsv)).toEqual([
      { line: 2, partNumber: '1N4148', description: '1N4148', quantity: 4 },
      { line: 3, partNumber: null, description: '16MHz HC49', quantity: 1 },
    ]);
  });

  it('reads plain lines: a quantity before or after, a value with its package, Bengali digits, no quantity meaning one', () => {
    const text = ['LM317T 3', '3x LM317-T', '10uF 0805 capacitor, 20', '', '# a comment', 'ESP32 dev board ×২', 'NE555', '10uF 0805', '2 pcs W25Q128JVSIQ'].join('\n');
    expect(readBom(text)).toEqual([
      { line: 1, partNumber: 'LM317T', description: 'LM317T', quantity: 3 },
      { line: 2, partNumber: 'LM317-T', description: 'LM317-T', quantity: 3 },
      { line: 3, partNumber: null, description: '10uF 0805 capacitor', quantity: 20 },
      { line: 6, partNumber: 'ESP32', description: 'ESP32 dev board', quantity: 2 },
      { line: 7, partNumber: 'NE555', description: 'NE555', quantity: 1 },
      // 0805 is a package, not 805 units.
      { line: 8, partNumber: null, description: '10uF 0805', quantity: 1 },
      { line: 9, partNumber: 'W25Q128JVSIQ', description: 'W25Q128JVSIQ', quantity: 2 },
    ]);
  });

  it('normalises part numbers as listings are keyed', () => {
    expect(partKeyOf('LM317-T')).toBe('lm317t');
    expect(partKeyOf(' lm 317t ')).toBe('lm317t');
    expect(partKeyOf('--')).toBeUndefined();
    expect(partKeyOf(null)).toBeUndefined();
  });
});
