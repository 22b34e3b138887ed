import { z } from 'zod';
import { readWholeNumber, type NumberLimits, type NumberProblem } from './whole-numbers.ts';
// The text rule (no control characters, one line), which every text a request carries keeps.
import { singleLine } from './text.ts';

// The reader itself needs no schema: pages show prices with it (whole-numbers.ts).
export * from './whole-numbers.ts';

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
