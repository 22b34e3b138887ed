import { z } from 'zod';
import { latinDigits } from './digits.ts';
// The text rule (no control characters, one line), which every text a request carries keeps.
import { singleLine } from './text.ts';

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

/** A field's catalogue key for each refusal (a literal key each, so the catalogue check finds it). */
export type NumberMessages = Record<Exclude<NumberProblem, 'tooSmall'>, string> & { tooSmall?: string };

/** What the API's documentation says of such a field. */
const described = (limits: NumberLimits) =>
  `A whole number from ${limits.min ?? 0} to ${limits.max}: a JSON number, or text as people type it (Latin or Bengali digits, with or without separators: "25000", "25,000", "25,00,000", "২৫,০০০"). Anything else is refused, never cut or rounded.`;

/** The number, or an issue with the field's message for why not. */
function readInto(input: string | number, limits: NumberLimits, messages: NumberMessages, ctx: z.RefinementCtx): number {
  const read = readWholeNumber(input, limits);
  if (read.ok) return read.value;
  ctx.addIssue({ code: 'custom', message: messages[read.problem] ?? messages.number, input });
  return z.NEVER;
}

/**
 * The one schema for a whole number a person typed: a JSON number or text (Bengali digits,
 * separators); out comes the number, or a message naming the field's rule.
 */
export function wholeNumberSchema(limits: NumberLimits, messages: NumberMessages) {
  return z
    .union([z.number(), singleLine()], { error: messages.required })
    .describe(described(limits))
    .transform((input, ctx) => readInto(input, limits, messages, ctx));
}

/**
 * As wholeNumberSchema, but null is none (an optional price left empty). The null sits beside the
 * number inside the union, as OpenAPI 3.0 can mark a type nullable but not a bare anyOf.
 */
export function nullableWholeNumberSchema(limits: NumberLimits, messages: NumberMessages) {
  return z
    .union([z.number().nullable(), singleLine()], { error: messages.required })
    .describe(`${described(limits)} Null: none.`)
    .transform((input, ctx) => (input === null ? null : readInto(input, limits, messages, ctx)));
}

/** As wholeNumberSchema, but an empty text is a bound not given (a filter's empty min or max). */
export function optionalWholeNumberSchema(limits: NumberLimits, messages: NumberMessages) {
  return z
    .union([z.number(), singleLine()], { error: messages.number })
    .describe(`${described(limits)} Empty: not given.`)
    .transform((input, ctx) => (typeof input === 'string' && input.trim() === '' ? undefined : readInto(input, limits, messages, ctx)))
    .optional();
}
