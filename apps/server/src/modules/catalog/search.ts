import { latinDigits } from '@reboard/contracts';
import { expandBengaliQuery, normaliseQueryQuantities } from '@reboard/contracts/search';

/**
 * Turns what a person typed into a safe tsquery: words only (punctuation and operators such as
 * `' OR 1=1--` or `%_` are separators, never syntax), each word a prefix, all words required.
 * Several words may also be one part number typed with spaces or dashes ('LM 317T',
 * 'LM317-T'), so their concatenation is tried too, against the index's punctuation-free form.
 */
export function toPrefixTsquery(input: string | undefined): string | undefined {
  if (!input) return undefined;
  // Bengali digits are digits: "৮ জিবি" is 8 GB.
  const typed = latinDigits(input);
  // Listings are mostly in English: a Bengali query also looks for its English words
  // (মেমোরি → memory), while the words as typed still find listings written in Bengali.
  const { translated, english } = expandBengaliQuery(typed);
  const readings = english.length > 0 ? [typed, translated] : [typed];
  // Quantities also match as their search word ("10000nF" and "10 µF" find a listing of 10 µF,
  // "4.7k" and "4k7" one of 4.7 kΩ), which specifications and the quantities of names and
  // descriptions are indexed by; the words as typed still match text that spells them so.
  const queries = readings.flatMap((r) => [r, normaliseQueryQuantities(r)]).flatMap((r) => prefixQuery(r) ?? []);
  const distinct = [...new Set(queries)];
  return distinct.length > 1 ? distinct.map((q) => `(${q})`).join(' | ') : distinct[0];
}

function prefixQuery(input: string | undefined): string | undefined {
  if (!input) return undefined;
  // Letters with their marks: a Bengali word carries vowel signs (ু, ো) that are marks, not letters.
  const words = input.normalize('NFKC').toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu);
  if (!words || words.length === 0) return undefined;
  const kept = words.slice(0, 12);
  const all = kept.map((w) => `${w}:*`).join(' & ');
  return kept.length > 1 ? `(${all}) | ${kept.join('')}:*` : all;
}

/**
 * The query as part numbers and manufacturers are compared for an exact match: NFKC, lower
 * case, letters and digits only ("LM 317-T" is "lm317t"), as products.part_key keys a listing's
 * part number. Undefined without any.
 */
export function exactTerm(input: string | null | undefined): string | undefined {
  const term = input?.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return term || undefined;
}
