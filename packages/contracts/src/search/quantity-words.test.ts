import { describe, expect, it } from 'vitest';
import { parseQuantity, quantitySearchWord } from '../specs/quantity.ts';
import { findQuantities, normaliseQueryQuantities, quantityWordsInText } from './quantity-words.ts';

const words = quantityWordsInText;
/** The word a specification field gives the value, read with its unit known. */
const specWord = (raw: string, unit: Parameters<typeof parseQuantity>[1]) => {
  const r = parseQuantity(raw, unit);
  if (!r.ok) throw new Error(raw);
  return quantitySearchWord(r.quantity);
};

describe('quantities in free text', () => {
  it('reads every spelling of 10 µF in a description as the word a specification gets', () => {
    const expected = specWord('10uF', 'F');
    expect(expected).toBe('10uf');
    for (const text of [
      'Add a 10 µF capacitor on VCC',
      'add a 10uF cap',
      'a 10000nF one',
      '10 μF (Greek mu)',
      '10 uf electrolytic',
      '10 UF',
      '10UF',
      'a 0.01mF part',
      '10 microfarad can',
      '10 u F, typed apart',
    ]) {
      expect(words(text), text).toEqual([expected]);
    }
  });

  it('reads resistor shorthand in every spelling as a 4.7 kΩ resistance', () => {
    const expected = specWord('4.7 kΩ', 'Ω');
    expect(expected).toBe('4k7ohm');
    for (const text of ['4.7k pull-up', '4k7 resistor', '4K7 1/4W', '4.7kΩ', '4.7 kΩ', '4.7 kohm', '4.7 k ohm', '4.7K', '4700 ohm', '4.7 kilohm', '4.7 k', 'R = 4.7KΩ.']) {
      expect(words(text), text).toEqual([expected]);
    }
    expect(words('10k pot and a 100R and a 4R7')).toEqual([specWord('10k', 'Ω'), specWord('100', 'Ω'), specWord('4.7', 'Ω')]);
    expect(words('2M2 bleeder')).toEqual([specWord('2.2M', 'Ω')]);
  });

  it('reads Bengali digits as digits, and Bengali unit words as units', () => {
    expect(words('১০uF ক্যাপাসিটর')).toEqual(['10uf']);
    expect(words('১০ µF')).toEqual(['10uf']);
    expect(words('৮ জিবি র‍্যাম')).toEqual(['8gb']);
    expect(words('৮জিবি')).toEqual(['8gb']);
    expect(words('১২ ভোল্ট অ্যাডাপ্টার')).toEqual(['12v']);
    expect(words('৪.৭k রেজিস্টর')).toEqual(['4k7ohm']);
  });

  it('reads bytes, hertz, volts and percentages in names and descriptions', () => {
    expect(words('Samsung 8GB DDR4 2666 SODIMM laptop RAM')).toEqual(['8gb']);
    expect(words('Corsair Vengeance LPX 16GB (2x8GB) DDR4 3200 CL16 kit')).toEqual(['16gb', '8gb']);
    expect(words('Taken out of a laptop after upgrading to 16 GB.')).toEqual(['16gb']);
    expect(words('8192 MB')).toEqual(['8gb']);
    expect(words('8 gigabytes')).toEqual(['8gb']);
    expect(words('Low-voltage 1.35 V stick that also runs at 1.5 V.')).toEqual(['1v35', '1v5']);
    expect(words('STM32F103C8T6 "Blue Pill" board, 72 MHz')).toEqual(['72mhz']);
    expect(words('Health 94% in CrystalDiskInfo, about 18 TB written.')).toEqual(['94pct', '18tb']);
    expect(words('2.4GHz and 2.4 GHz')).toEqual(['2g4hz']);
    expect(words('3V3 logic, 5V0 rail')).toEqual(['3v3', '5v']);
    expect(words('1,000uF 25V')).toEqual(['1mf', '25v']);
  });

  it('gives a range or a list its unit written once, after the last number', () => {
    expect(words('works from 3.3-5V')).toEqual(['3v3', '5v']);
    expect(words('LoRa SX1276 868/915 MHz breakout')).toEqual(['868mhz', '915mhz']);
    expect(words('Adjustable 1.25–37 V output')).toEqual(['1v25', '37v']);
    expect(words('from 12 V to 5 V')).toEqual(['12v', '5v']);
  });

  it('finds no quantity in plain words, years, part numbers or counts', () => {
    for (const text of [
      'Bought in 2021, used since 2022',
      'DDR4 SODIMM',
      'ESP32 dev board',
      'ESP32-WROOM-32E dev board, 38-pin, CP2102 USB',
      'Raspberry Pi 4 B and a Pi 3 B+',
      'DDR3L 1600 desktop DIMM, 2Rx8',
      'lot of 2 with cable, 5 pcs, 3 months, 1 year, 2 years',
      '1N4148 diodes and 74HC595 shift registers, 0805 package',
      'LM317T TO-220, STM32F103C8T6, ATmega328P',
      'M.2 2280, 16U2 chip, x16 stick, 10th-gen laptop, CL16',
      'Needs a 4 A supply that can give 2 A bursts at 800 mA',
      '24/7 in a case, 3 km line-of-sight',
      'Dhaka, Mirpur 10',
      'Still reads around 3400 MB/s in CrystalDiskMark',
      '',
    ]) {
      expect(words(text), text).toEqual([]);
    }
  });

  it('keeps a 4K screen a screen, and a 4K7 resistor a resistor', () => {
    expect(words('Dell 4K monitor')).toEqual([]);
    expect(words('UHD 4K display, 60 Hz')).toEqual(['60hz']);
    expect(words('4K7 resistors for the monitor board')).toEqual(['4k7ohm']);
    expect(words('a 10K resistor')).toEqual(['10kohm']);
  });

  it('gives each word once, in order of first mention', () => {
    expect(words('10uF, 10 µF and 10000nF; also 22pF')).toEqual(['10uf', '22pf']);
  });

  it('says where each quantity stands in the normalised text', () => {
    const text = 'Add a 10 µF cap and 4k7';
    const spans = findQuantities(text);
    expect(spans.map((s) => [s.word, text.normalize('NFKC').slice(s.start, s.end)])).toEqual([
      ['10uf', '10 μF'],
      ['4k7ohm', '4k7'],
    ]);
  });
});

describe('quantities in a query', () => {
  it('turns "4.7k" and "4k7" into the word a 4.7 kΩ listing is indexed by', () => {
    expect(normaliseQueryQuantities('4.7k')).toBe('4k7ohm');
    expect(normaliseQueryQuantities('4k7')).toBe('4k7ohm');
    expect(normaliseQueryQuantities('4K7 resistor')).toBe('4k7ohm resistor');
    expect(normaliseQueryQuantities('4.7 kΩ')).toBe('4k7ohm');
  });

  it('turns units typed apart or in other prefixes into one word, keeping the other words', () => {
    expect(normaliseQueryQuantities('10 µF capacitor')).toBe('10uf capacitor');
    expect(normaliseQueryQuantities('10000nF')).toBe('10uf');
    expect(normaliseQueryQuantities('8gb ddr4')).toBe('8gb ddr4');
    expect(normaliseQueryQuantities('8192 MB ddr4')).toBe('8gb ddr4');
    expect(normaliseQueryQuantities('১০uF')).toBe('10uf');
  });

  it('is undefined when the query has no quantity', () => {
    for (const q of ['arduino', 'ESP32', 'ddr4 2666', '2021', 'lm 317t', 'raspberry pi 4', '4K monitor']) {
      expect(normaliseQueryQuantities(q), q).toBeUndefined();
    }
  });

  it('turns a query quantity into the same word as its mention in a description', () => {
    const pairs: [string, string][] = [
      ['10uF', 'Add a 10 µF capacitor on VCC'],
      ['10 µF', 'uses 10uF caps'],
      ['10000nF', 'a 10 uF one'],
      ['4.7k', 'pull-ups are 4K7'],
      ['4k7', '4.7 kohm resistors'],
      ['8gb', 'upgraded from 8 GB'],
      ['3.3v', '3v3 logic'],
    ];
    for (const [query, description] of pairs) {
      expect(quantityWordsInText(description), description).toContain(normaliseQueryQuantities(query));
    }
  });
});
