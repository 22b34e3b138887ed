/*
 * Quantities as sellers and buyers type them: "10uF", "10 µF", "10000nF", "4k7", "4.7 kΩ",
 * "8192 MB". Each is read into one number in its base unit, so a value has one spelling on
 * the detail page, one search word and one place in a range filter, whoever typed it.
 *
 * Bytes are binary (1 KB = 1024 B, 1 GB = 1024 MB): memory is sold that way and "8192 MB" is
 * the same module as "8 GB". Storage labelled in decimal units reads a few percent larger in
 * our base unit; we accept that to keep one rule for every byte value. Everything else is SI.
 */
import { latinDigits } from '../digits.ts';

export const QUANTITY_UNITS = ['F', 'V', 'Ω', 'B', 'Hz', '%'] as const;
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];

/** How each unit may be written, lower-case (matched without case at the end of the value). */
const UNIT_SPELLINGS: Record<QuantityUnit, readonly string[]> = {
  F: ['farads', 'farad', 'f'],
  V: ['volts', 'volt', 'v'],
  Ω: ['ohms', 'ohm', 'ω', 'r'],
  B: ['bytes', 'byte', 'b'],
  Hz: ['hertz', 'hz'],
  '%': ['percent', '%'],
};
const SPELLINGS = QUANTITY_UNITS.flatMap((unit) => UNIT_SPELLINGS[unit].map((spelling) => ({ unit, spelling }))).sort(
  (a, b) => b.spelling.length - a.spelling.length,
);

/** Values that people write without a unit as a matter of course ("25" volts, "100" ohms, "5" percent). */
const BARE_NUMBER_OK: ReadonlySet<QuantityUnit> = new Set(['V', 'Ω', '%']);

const SI: Record<string, number> = { p: -12, n: -9, u: -6, μ: -6, m: -3, '': 0, k: 3, K: 3, M: 6, G: 9, T: 12 };
const SI_SHOWN = [
  [-12, 'p'],
  [-9, 'n'],
  [-6, 'µ'],
  [-3, 'm'],
  [0, ''],
  [3, 'k'],
  [6, 'M'],
  [9, 'G'],
  [12, 'T'],
] as const;
const BINARY: Record<string, number> = { '': 0, k: 1, m: 2, g: 3, t: 4 };
const BINARY_SHOWN = ['', 'K', 'M', 'G', 'T'] as const;

/** ASCII for the search word: µ is u, Ω is ohm, % is pct. */
const ASCII_PREFIX: Record<string, string> = { µ: 'u' };
const ASCII_UNIT: Record<QuantityUnit, string> = { F: 'f', V: 'v', Ω: 'ohm', B: 'b', Hz: 'hz', '%': 'pct' };

export type Quantity = { number: number; unit: QuantityUnit };
export type QuantityError = 'unparsable' | 'wrong_unit' | 'no_unit';
export type QuantityResult = { ok: true; quantity: Quantity } | { ok: false; error: QuantityError; unit?: QuantityUnit };

/** Twelve significant digits: 10000 × 1e-9 is 1e-5, not 9.999999999999999e-6. */
const tidy = (n: number) => Number(n.toPrecision(12));

/** The factor of a prefix for a unit, or undefined when the prefix means nothing there. */
function factorOf(prefix: string, unit: QuantityUnit): number | undefined {
  if (unit === 'B') {
    // "GiB" and "GB", "mb" and "MB": nobody sells millibytes.
    const p = prefix.replace(/i$/i, '').toLowerCase();
    return p in BINARY ? 1024 ** BINARY[p]! : undefined;
  }
  if (unit === '%') return prefix === '' ? 1 : undefined;
  // Millihertz is never meant: "mhz" is MHz. For farads, volts and ohms m is milli, M mega.
  const p = unit === 'Hz' ? prefix.replace(/^m$/, 'M').replace(/^[gkt]$/, (c) => c.toUpperCase()) : prefix;
  const exp = SI[p === 'g' ? 'G' : p];
  return exp === undefined ? undefined : 10 ** exp;
}

/** The unit a value's text ends with, and what stands before it (the prefix). */
function splitUnit(rest: string): { unit?: QuantityUnit; prefix: string } {
  const lower = rest.toLowerCase();
  for (const { unit, spelling } of SPELLINGS) {
    if (lower.endsWith(spelling)) return { unit, prefix: rest.slice(0, rest.length - spelling.length).trim() };
  }
  return { prefix: rest.trim() };
}

/**
 * Reads a quantity. With `expected`, a value in another unit is refused ('wrong_unit') and a
 * bare prefix ("4.7k", "10u") takes the expected unit; a bare number does only where people
 * write it so (volts, ohms, percent). Without `expected` (a search), the unit must be written.
 */
export function parseQuantity(raw: string, expected?: QuantityUnit): QuantityResult {
  // Bengali digits are digits ("১০uF" is 10 µF), as in prices (numbers.ts).
  let text = latinDigits(raw.normalize('NFKC')).trim();
  if (expected === '%') text = text.replace(/^(±|\+\/-|\+-)\s*/, '');
  // "4k7", "4R7", "2u2F": the prefix (or R for ohms) stands where the decimal point would.
  const rkm = /^(\d+)([pnuμmkKMGTR])(\d+)\s*(\D*)$/.exec(text);
  if (rkm) {
    const [, whole, marker, fraction, unitText] = rkm as unknown as [string, string, string, string, string];
    const isOhmMarker = marker === 'R';
    const unitPart = splitUnit(unitText);
    if (unitPart.prefix !== '') return { ok: false, error: 'unparsable' };
    const unit = unitPart.unit ?? (isOhmMarker ? 'Ω' : expected);
    if (!unit) return { ok: false, error: 'no_unit' };
    if (expected && unit !== expected) return { ok: false, error: 'wrong_unit', unit };
    if (isOhmMarker && unit !== 'Ω') return { ok: false, error: 'unparsable' };
    const factor = factorOf(isOhmMarker ? '' : marker, unit);
    if (factor === undefined) return { ok: false, error: 'unparsable' };
    return { ok: true, quantity: { number: tidy(Number(`${whole}.${fraction}`) * factor), unit } };
  }
  const plain = /^(\d+(?:\.\d+)?|\.\d+)\s*(.*)$/.exec(text);
  if (!plain) return { ok: false, error: 'unparsable' };
  const [, digits, rest] = plain as unknown as [string, string, string];
  const { unit: written, prefix } = splitUnit(rest);
  if (prefix.length > 3) return { ok: false, error: 'unparsable' };
  const unit = written ?? expected;
  if (!unit) return { ok: false, error: 'no_unit' };
  if (expected && unit !== expected) return { ok: false, error: 'wrong_unit', unit };
  if (!written && prefix === '' && !BARE_NUMBER_OK.has(unit)) return { ok: false, error: 'no_unit' };
  const factor = factorOf(prefix, unit);
  if (factor === undefined) return { ok: false, error: 'unparsable' };
  const number = tidy(Number(digits) * factor);
  if (!Number.isFinite(number) || number > 1e18) return { ok: false, error: 'unparsable' };
  return { ok: true, quantity: { number, unit } };
}

/** The mantissa and prefix a value is shown with: 1e-5 F is 10 µ, 8589934592 B is 8 G. */
function scaled({ number, unit }: Quantity): { mantissa: number; prefix: string } {
  if (unit === '%' || number === 0) return { mantissa: tidy(number), prefix: '' };
  if (unit === 'B') {
    let i = 0;
    while (i < BINARY_SHOWN.length - 1 && number >= 1024 ** (i + 1)) i++;
    return { mantissa: Number((number / 1024 ** i).toPrecision(6)), prefix: BINARY_SHOWN[i]! };
  }
  // log10 of 1000 is 2.9999…: the exponent is corrected by the mantissa it gives.
  let exp = Math.floor(Math.log10(Math.abs(number)) / 3) * 3;
  const at = (e: number) => Number((number / 10 ** e).toPrecision(6));
  if (Math.abs(at(exp)) >= 1000) exp += 3;
  if (Math.abs(at(exp)) < 1) exp -= 3;
  // "2666 MHz" rather than "2.666 GHz": more than two decimals read better one prefix down.
  if (exp > -12 && (String(at(exp)).split('.')[1]?.length ?? 0) > 2 && Number.isInteger(at(exp - 3))) exp -= 3;
  exp = Math.min(12, Math.max(-12, exp));
  const prefix = SI_SHOWN.find(([x]) => x === exp)?.[1] ?? '';
  return { mantissa: at(exp), prefix };
}

/** How a value reads everywhere: "10 µF", "4.7 kΩ", "8 GB", "3.2 GHz", "5 %". */
export function formatQuantity(q: Quantity): string {
  const { mantissa, prefix } = scaled(q);
  return `${mantissa} ${prefix}${q.unit}`;
}

/**
 * The value as one search word of letters and digits ("10uf", "4k7ohm", "8gb", "3v3"): the
 * full-text parser keeps it whole, and a query's quantity turns into the same word.
 */
export function quantitySearchWord(q: Quantity): string {
  const { mantissa, prefix } = scaled(q);
  const p = (ASCII_PREFIX[prefix] ?? prefix).toLowerCase();
  const unit = ASCII_UNIT[q.unit];
  const [whole, fraction] = String(mantissa).split('.');
  if (!fraction) return `${whole}${p}${unit}`;
  return p ? `${whole}${p}${fraction}${unit}` : `${whole}${unit}${fraction}`;
}

/** What each unit measures, for messages ("a capacitance in F, such as 10 µF"). */
/** Each unit's name as a catalogue key, for messages in the reader's language. */
export const UNIT_NAME_KEYS = {
  F: 'validation.unit.farads',
  V: 'validation.unit.volts',
  Ω: 'validation.unit.ohms',
  B: 'validation.unit.bytes',
  Hz: 'validation.unit.hertz',
  '%': 'validation.unit.percent',
} as const satisfies Record<QuantityUnit, string>;

export const UNIT_NAMES: Record<QuantityUnit, string> = {
  F: 'farads (F)',
  V: 'volts (V)',
  Ω: 'ohms (Ω)',
  B: 'bytes (B)',
  Hz: 'hertz (Hz)',
  '%': 'percent (%)',
};
