import { parseQuantity, quantitySearchWord, type Quantity, type QuantityResult } from '../specs/quantity.ts';
import { latinDigits } from '../digits.ts';

/*
 * Quantities in free text (a listing's name and description, or a query), read into the same
 * search word a specification value gets (quantitySearchWord): "10 µF", "10uF" and "10000nF"
 * anywhere are all "10uf"; "4.7k", "4k7" and "4.7 kohm" are all "4k7ohm". Indexing these words
 * beside the text, and turning a query's quantities into them, lets any spelling find any other.
 *
 * Free text is not a specification field: nothing says which unit is meant, so a quantity needs
 * its unit written, with two exceptions sellers of parts write all the time: resistor shorthand
 * ("4.7k", "4K7", "10k", "4R7"), read as ohms, and a number whose unit stands after a range or
 * list ("3.3-5V", "868/915 MHz"). Everything else stays a word: years, part numbers, "DDR4".
 */

/** A quantity found in a text: where it stands (in the normalised text) and its search word. */
export interface QuantitySpan {
  start: number;
  end: number;
  word: string;
  quantity: Quantity;
}

interface Token {
  text: string;
  start: number;
  end: number;
}

/*
 * Tokens are runs of letters, marks, digits and %, with "." or "," inside only before a digit:
 * "4.7kΩ" and "1,000uF" stay whole, "5 V." ends at the V, "Dhaka, Mirpur" is two words.
 */
const TOKEN = /(?:[\p{L}\p{M}\p{N}%]|[.,](?=\p{N}))+/gu;
const NUMBER = /^(?:\d+(?:[.,]\d+)*|[.,]\d+)$/;
const STARTS_WITH_NUMBER = /^(?:\d|[.,]\d)/;
const SI_LETTER = /^[pnuµμmkKMGT]$/;

/** Unit words written in Bengali, as the Latin unit they stand for ("৮ জিবি" is 8 GB). */
const BENGALI_UNITS: Readonly<Record<string, string>> = {
  জিবি: 'GB',
  এমবি: 'MB',
  টিবি: 'TB',
  কেবি: 'KB',
  গিগাবাইট: 'GB',
  মেগাবাইট: 'MB',
  টেরাবাইট: 'TB',
  ভোল্ট: 'V',
  ওহম: 'Ω',
  কিলোওহম: 'kΩ',
  হার্জ: 'Hz',
  হার্টজ: 'Hz',
  মেগাহার্জ: 'MHz',
  মেগাহার্টজ: 'MHz',
  গিগাহার্জ: 'GHz',
  গিগাহার্টজ: 'GHz',
  ফ্যারাড: 'F',
  মাইক্রোফ্যারাড: 'µF',
  ন্যানোফ্যারাড: 'nF',
  পিকোফ্যারাড: 'pF',
};
const BENGALI_UNIT_AFTER_DIGITS = /^([\d.,]+)(\p{Script=Bengali}+)$/u;

/** SI prefixes spelled out ("10 microfarad", "8 gigabytes", "4.7 kilohm") as their letter. */
const SPELLED_PREFIX = /^(pico|nano|micro|milli|kilo|mega|giga|tera)(?=farads?$|volts?$|ohms?$|bytes?$|hertz$)/i;
const PREFIX_LETTER: Readonly<Record<string, string>> = { pico: 'p', nano: 'n', micro: 'µ', milli: 'm', kilo: 'k', mega: 'M', giga: 'G', tera: 'T' };

/** A word of the text with Bengali and spelled-out units as the symbols parseQuantity reads. */
function unitSpelling(word: string): string {
  const bengali = BENGALI_UNITS[word];
  if (bengali) return bengali;
  const attached = BENGALI_UNIT_AFTER_DIGITS.exec(word);
  if (attached && BENGALI_UNITS[attached[2]!]) return `${attached[1]}${BENGALI_UNITS[attached[2]!]}`;
  if (/^kilohms?$/i.test(word)) return 'kΩ';
  // "3V3" and "5V0" are volts written as resistor codes are; "10UF" is 10 µF in capitals.
  const volts = /^(\d+)[vV](\d+)$/.exec(word);
  if (volts) return `${volts[1]}.${volts[2]}V`;
  return word.replace(/^([\d.,]*)UF$/, '$1uF').replace(SPELLED_PREFIX, (p) => PREFIX_LETTER[p.toLowerCase()]!);
}

/** "1,000" is a thousand, "4,7" is 4.7 (a decimal comma): what the number means, with a point. */
function plainNumber(text: string): string {
  if (/^\d{1,3}(?:,\d{3})+(?!\d)/.test(text)) return text.replace(/,/g, '');
  return text.replace(/^(\d*),(\d{1,2})(?!\d)/, '$1.$2');
}

/** A quantity only when it says what it is: bytes need their prefix ("Pi 4 B" is a model, not 4 bytes). */
function meaningful(result: QuantityResult, text: string): Quantity | undefined {
  if (!result.ok) return undefined;
  if (result.quantity.unit === 'B' && /^[\d.]+\s*b(ytes?)?$/i.test(text)) return undefined;
  return result.quantity;
}

/** "4K monitor" is a screen, not a 4 kΩ resistor: bare thousands beside these words stay words. */
const SCREEN_WORDS = new Set(['monitor', 'display', 'tv', 'screen', 'video', 'uhd', 'hdr', 'camera', 'webcam', 'resolution', 'projector', 'gaming']);

/** Resistor shorthand, read as ohms: "4.7k", "10K", "4k7", "4K7", "2M2" (not a bare "1M": a metre, a million). */
function resistorShorthand(text: string): Quantity | undefined {
  if (!/^\d+(?:\.\d+)?[kK]$/.test(text) && !/^\d+[kKM]\d+$/.test(text)) return undefined;
  const result = parseQuantity(text, 'Ω');
  return result.ok ? result.quantity : undefined;
}

interface Found {
  quantity: Quantity;
  /** Tokens used, from the first. */
  length: number;
  /** The unit as written after the number ("MHz", "kΩ"), for numbers before it in a range; '' when none is. */
  unitText: string;
}

/** A text cut into tokens: the text (to see what separates two tokens) and each token's word with its units read. */
interface Reading {
  normal: string;
  tokens: Token[];
  words: string[];
}

/** What stands between token i and the next. */
const gap = (r: Reading, i: number) => r.normal.slice(r.tokens[i]!.end, r.tokens[i + 1]!.start);
/** Whether token i and the next stand apart by spaces only (not "10-uF", not "10/uF"). */
const spaced = (r: Reading, i: number) => i + 1 < r.tokens.length && /^\s+$/.test(gap(r, i));

/** Whether the word before `from` or after `to` is one of `set`. */
function beside(words: readonly string[], from: number, to: number, set: ReadonlySet<string>): boolean {
  return set.has(words[from - 1]?.toLowerCase() ?? '') || set.has(words[to + 1]?.toLowerCase() ?? '');
}

/** The quantity that starts at token i, reading up to three tokens ("4.7 k ohm"), longest first. */
function quantityAt(r: Reading, i: number): Found | undefined {
  const { words } = r;
  const first = words[i]!;
  if (!STARTS_WITH_NUMBER.test(first)) return undefined;
  const next = words[i + 1];
  const third = words[i + 2];
  if (NUMBER.test(first) && next !== undefined && !STARTS_WITH_NUMBER.test(next) && spaced(r, i)) {
    const number = plainNumber(first);
    if (third !== undefined && SI_LETTER.test(next) && spaced(r, i + 1)) {
      const q = meaningful(parseQuantity(`${number}${next}${third}`), `${number}${next}${third}`);
      if (q) return { quantity: q, length: 3, unitText: `${next}${third}` };
    }
    const q = meaningful(parseQuantity(`${number}${next}`), `${number}${next}`);
    if (q) return { quantity: q, length: 2, unitText: next };
    if (/^[kK]$/.test(next) && !beside(words, i, i + 1, SCREEN_WORDS)) {
      const shorthand = resistorShorthand(`${number}k`);
      if (shorthand) return { quantity: shorthand, length: 2, unitText: '' };
    }
  }
  // "2x8GB": a kit of two 8 GB modules is sold as 8 GB modules.
  const single = plainNumber(first.replace(/^\d+x(?=\d)/i, ''));
  const q = meaningful(parseQuantity(single), single);
  if (q) {
    const unitText = single.replace(/^[\d.]+/, '');
    return { quantity: q, length: 1, unitText: /\d/.test(unitText) ? '' : unitText };
  }
  if (/^\d+[kK]$/.test(single) && beside(words, i, i, SCREEN_WORDS)) return undefined;
  const shorthand = resistorShorthand(single);
  return shorthand ? { quantity: shorthand, length: 1, unitText: '' } : undefined;
}

/** Separators of a range or list whose unit is written once, after the last number. */
const RANGE_SEPARATOR = /^\s*(?:[-–—~/]|to)\s*$/;

/** Every quantity in a text, in order, with where it stands in `normaliseForQuantities(text)`. */
export function findQuantities(text: string): QuantitySpan[] {
  const normal = normaliseForQuantities(text);
  const tokens: Token[] = [...normal.matchAll(TOKEN)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
  const r: Reading = { normal, tokens, words: tokens.map((t) => unitSpelling(t.text)) };
  const spans: QuantitySpan[] = [];
  // Tokens before this one are already read (part of a quantity, or not one).
  let free = 0;
  for (let i = 0; i < tokens.length; i++) {
    const found = quantityAt(r, i);
    if (!found) continue;
    // "3400 MB/s" is a speed, not a capacity: the words stay words.
    if (/^\/s(?:ec)?\b/i.test(normal.slice(tokens[i + found.length - 1]!.end))) {
      i += found.length - 1;
      free = i + 1;
      continue;
    }
    // "3.3-5V", "868/915 MHz": the numbers before take the unit written after the last one.
    const before: QuantitySpan[] = [];
    for (let j = i - 1; found.unitText && j >= free && NUMBER.test(r.words[j]!) && RANGE_SEPARATOR.test(gap(r, j)); j--) {
      const text = `${plainNumber(r.words[j]!)}${found.unitText}`;
      const q = meaningful(parseQuantity(text), text);
      if (!q) break;
      before.unshift(span(tokens[j]!, tokens[j]!, q));
    }
    spans.push(...before, span(tokens[i]!, tokens[i + found.length - 1]!, found.quantity));
    i += found.length - 1;
    free = i + 1;
  }
  return spans;
}

function span(first: Token, last: Token, quantity: Quantity): QuantitySpan {
  return { start: first.start, end: last.end, word: quantitySearchWord(quantity), quantity };
}

/** The text as quantities are read from it: compatibility forms folded (µ, Ω, full-width digits), Bengali digits Latin. */
export function normaliseForQuantities(text: string): string {
  return latinDigits(text.normalize('NFKC'));
}

/**
 * Every quantity a free text mentions, as its search word, once each, in order of first mention:
 * what a listing's name and description are indexed by beside their words.
 */
export function quantityWordsInText(text: string): string[] {
  return [...new Set(findQuantities(text).map((s) => s.word))];
}

/**
 * A query with each of its quantities replaced by its search word ("4.7k pull-up" is "4k7ohm
 * pull-up", "10 µF" is "10uf"), the rest of the text as typed (normalised as above). Undefined
 * when the query holds no quantity, so the caller searches the words as typed alone.
 */
export function normaliseQueryQuantities(query: string): string | undefined {
  const spans = findQuantities(query);
  if (spans.length === 0) return undefined;
  const normal = normaliseForQuantities(query);
  let out = '';
  let at = 0;
  for (const s of spans) {
    out += `${normal.slice(at, s.start)}${s.word}`;
    at = s.end;
  }
  return out + normal.slice(at);
}
