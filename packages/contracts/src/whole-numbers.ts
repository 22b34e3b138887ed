import { latinDigits } from './digits.ts';

/**
 * Whole numbers as people in Bangladesh type them: Latin or Bengali digits, with or without
 * separators in either grouping (25,000 / 25,00,000 / 2,500,000), a pasted ৳ in front. The
 * reader returns exactly the number the digits say or refuses and says why; it never drops a
 * character, cuts digits or rounds (a "1,5" could be 1.5 or 15, so it is refused, not guessed).
 */

/** The most a listing may ask, in whole currency units (৳99,99,999): a form's and a filter's limit. */
export const MAX_WHOLE_PRICE = 9_999_999;

/** Why a typed number was refused; each field words these in its own catalogue keys. */
export type NumberProblem = 'required' | 'number' | 'whole' | 'negative' | 'tooSmall' | 'tooLarge';
export type NumberRead = { ok: true; value: number } | { ok: false; problem: NumberProblem };
export type NumberLimits = { min?: number; max: number };

// Western grouping (2,500,000) or the lakh grouping bn-BD and en-IN print (25,00,000).
const GROUPED = /^(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})$/;
const PLAIN = /^\d+$/;
// More digits than this cannot be an amount we take, and Number() would round them.
const MAX_DIGITS = 15;

const refuse = (problem: NumberProblem): NumberRead => ({ ok: false, problem });

function inLimits(value: number, limits: NumberLimits): NumberRead {
  if (value < 0) return refuse('negative');
  if (limits.min !== undefined && value < limits.min) return refuse('tooSmall');
  if (value > limits.max) return refuse('tooLarge');
  return { ok: true, value };
}

/** A number as sent in JSON: taken only when it is already whole and within the limits. */
function readJsonNumber(value: number, limits: NumberLimits): NumberRead {
  if (!Number.isFinite(value)) return refuse('number');
  if (!Number.isInteger(value)) return refuse('whole');
  return inLimits(value, limits);
}

/** A whole number typed as text (see the module's comment), or why it cannot be one. */
export function readWholeNumber(input: string | number, limits: NumberLimits): NumberRead {
  if (typeof input === 'number') return readJsonNumber(input, limits);
  const text = latinDigits(input)
    .trim()
    .replace(/^\u09F3\s*/, '');
  if (text === '') return refuse('required');
  const negative = /^[-\u2212]/.test(text);
  const body = negative ? text.slice(1).trimStart() : text;
  const [whole = '', fraction, ...more] = body.split('.');
  if (more.length > 0 || !(PLAIN.test(whole) || GROUPED.test(whole))) return refuse('number');
  if (fraction !== undefined) return refuse(PLAIN.test(fraction) ? 'whole' : 'number');
  if (negative) return refuse('negative');
  const digits = whole.replaceAll(',', '').replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_DIGITS) return refuse('tooLarge');
  return inLimits(Number(digits), limits);
}
