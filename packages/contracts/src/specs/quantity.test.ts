import { describe, expect, it } from 'vitest';
import { formatQuantity, parseQuantity, quantitySearchWord, type QuantityUnit } from './quantity.ts';
import { listingSpecs, parseSpecValue } from './values.ts';
import { ALL_SPECS } from './keys.ts';
import { readSpecParams } from './filters.ts';
import { CATEGORY_IDS } from '../categories.ts';

const read = (raw: string, unit?: QuantityUnit) => {
  const r = parseQuantity(raw, unit);
  if (!r.ok) throw new Error(`${raw}: ${r.error}`);
  return r.quantity;
};
const shown = (raw: string, unit?: QuantityUnit) => formatQuantity(read(raw, unit));

describe('quantities', () => {
  it('reads every spelling of 10 µF as 1e-5 F and shows it one way', () => {
    for (const raw of ['10uF', '10 µF', '10 μF', '10000nF', '0.01mF', '10u', '10 uf', '10 µf']) {
      expect(read(raw, 'F'), raw).toEqual({ number: 1e-5, unit: 'F' });
      expect(shown(raw, 'F'), raw).toBe('10 µF');
    }
    expect(quantitySearchWord(read('10000nF'))).toBe('10uf');
  });

  it('reads Bengali digits as digits: ১০uF is 10 µF, ৮ GB is 8 GB', () => {
    expect(shown('১০uF', 'F')).toBe('10 µF');
    expect(shown('৮ GB', 'B')).toBe('8 GB');
  });

  it('reads resistances in RKM code, with prefixes and spelled out', () => {
    for (const raw of ['4.7k', '4k7', '4.7 kΩ', '4.7 kΩ', '4700 ohm', '4700', '4.7kohms']) {
      expect(read(raw, 'Ω').number, raw).toBe(4700);
    }
    expect(shown('4k7', 'Ω')).toBe('4.7 kΩ');
    expect(read('4R7', 'Ω').number).toBe(4.7);
    expect(read('100R').number).toBe(100);
    expect(shown('1000', 'Ω')).toBe('1 kΩ');
    expect(quantitySearchWord(read('4k7', 'Ω'))).toBe('4k7ohm');
  });

  it('counts bytes in binary: 8 GB is 8192 MB', () => {
    for (const raw of ['8GB', '8 GB', '8192 MB', '8gb', '8 GiB']) {
      expect(read(raw, 'B').number, raw).toBe(8 * 1024 ** 3);
      expect(shown(raw, 'B'), raw).toBe('8 GB');
    }
    expect(shown('1536 MB', 'B')).toBe('1.5 GB');
    expect(quantitySearchWord(read('8192MB'))).toBe('8gb');
  });

  it('reads frequencies, volts and percentages', () => {
    expect(shown('3200MHz', 'Hz')).toBe('3.2 GHz');
    expect(read('3200 mhz', 'Hz').number).toBe(3.2e9);
    expect(shown('2666MHz', 'Hz')).toBe('2666 MHz');
    expect(quantitySearchWord(read('2.666 GHz'))).toBe('2666mhz');
    expect(shown('1234', 'Ω')).toBe('1234 Ω');
    expect(shown('25', 'V')).toBe('25 V');
    expect(shown('3.3V')).toBe('3.3 V');
    expect(quantitySearchWord(read('3.3V'))).toBe('3v3');
    expect(shown('±5%', '%')).toBe('5 %');
    expect(shown('0 V')).toBe('0 V');
  });

  it('refuses what is not a quantity, or a unit that does not fit', () => {
    expect(parseQuantity('abc', 'F')).toMatchObject({ ok: false, error: 'unparsable' });
    expect(parseQuantity('10 uF uF', 'F')).toMatchObject({ ok: false, error: 'unparsable' });
    expect(parseQuantity('10 xyz', 'F')).toMatchObject({ ok: false, error: 'unparsable' });
    expect(parseQuantity('10V', 'F')).toMatchObject({ ok: false, error: 'wrong_unit', unit: 'V' });
    expect(parseQuantity('8GB', 'Hz')).toMatchObject({ ok: false, error: 'wrong_unit', unit: 'B' });
    // A bare number is no capacitance or capacity: the unit is asked for.
    expect(parseQuantity('10', 'F')).toMatchObject({ ok: false, error: 'no_unit' });
    expect(parseQuantity('8', 'B')).toMatchObject({ ok: false, error: 'no_unit' });
    // Without a key (a search), only values with their unit are quantities: part numbers are not.
    for (const word of ['1n4148', '4k7', '74HC595', '0805', 'ESP32']) expect(parseQuantity(word).ok, word).toBe(false);
  });
});

describe('specification values', () => {
  const def = (key: string) => ALL_SPECS.get(key)!;

  it('takes package codes and choices however they are spelled', () => {
    expect(parseSpecValue(def('package'), '0805')).toMatchObject({ ok: true, row: { value: '0805', number: null } });
    expect(parseSpecValue(def('package'), 'sot23')).toMatchObject({ ok: true, row: { value: 'SOT-23' } });
    expect(parseSpecValue(def('formFactor'), 'sodimm')).toMatchObject({ ok: true, row: { value: 'SO-DIMM' } });
    expect(parseSpecValue(def('package'), '9999')).toMatchObject({ ok: false });
  });

  it('checks a listing’s specifications against its category, naming each bad field', () => {
    const memory = CATEGORY_IDS.memoryStorage;
    const ok = listingSpecs(memory, { capacity: '8192 MB', type: 'ddr4', capacitance: '10000nF', package: '0805' });
    expect(ok.fields).toEqual({});
    expect(ok.rows).toContainEqual({ key: 'capacity', value: '8 GB', number: 8 * 1024 ** 3 });
    expect(ok.rows).toContainEqual({ key: 'capacitance', value: '10 µF', number: 1e-5 });
    const bad = listingSpecs(memory, { chipset: 'B450', wattage: '5W', capacity: 'lots', voltage: '10uF' });
    expect(Object.keys(bad.fields).sort()).toEqual(['specs.capacity', 'specs.chipset', 'specs.voltage', 'specs.wattage']);
  });
});

describe('specification filters', () => {
  it('reads ranges in any unit and refuses tampered parameters by name', () => {
    const { filters, issues } = readSpecParams({ 'spec.capacitance.min': '1uF', 'spec.capacitance.max': '22000nF', 'spec.type': 'ddr4', q: 'x' });
    expect(issues).toEqual([]);
    expect(filters).toEqual([
      { key: 'capacitance', min: 1e-6, max: 2.2e-5 },
      { key: 'type', equals: 'DDR4' },
    ]);
    const bad = readSpecParams({ 'spec.nope': 'x', 'spec.capacity.min': 'lots', 'spec.type.min': '1', 'spec.voltage': ['1', '2'], 'spec.resistance.min': '10k', 'spec.resistance.max': '1k' });
    expect(bad.issues.map((i) => i.param).sort()).toEqual(['spec.capacity.min', 'spec.nope', 'spec.resistance.max', 'spec.type.min', 'spec.voltage']);
  });
});
