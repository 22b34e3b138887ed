import { z } from 'zod';

/*
 * One rule for the text people send, used by every text field of every request schema.
 *
 * - Nowhere: NUL and the other C0 controls (tab and line breaks aside), DEL, the C1 controls and
 *   unpaired UTF-16 surrogates. PostgreSQL cannot store NUL, a mail or a log line would carry
 *   the rest as they are, and a lone surrogate would be changed on the way to UTF-8.
 * - In a single-line field (a name, a carrier, a place): no line breaks (CR, LF, U+2028/29) and
 *   no tab, so nothing a person typed reads as a second line of a mail header or a log.
 * - In a multi-line field (a description, a message, a review, a reason): line breaks and tabs.
 *
 * Text is refused, never cleaned: what is stored is what the person typed (trimmed at the ends,
 * as before). The rules are regexes so the OpenAPI document shows them as `pattern`s, and a
 * test there (test/fuzz/text-fields.test.ts) finds any request text field without them.
 * Passwords are the one exception: they are only hashed, never stored or shown as text.
 */

export const TEXT_CONTROL_MESSAGE = 'validation.text.control';
export const TEXT_ONE_LINE_MESSAGE = 'validation.text.oneLine';

/**
 * Text without control characters (Unicode's Cc: C0, DEL and C1) or lone surrogates (Cs), tab,
 * CR and LF aside (the line rule decides those): no such character anywhere ahead.
 */
export const NO_CONTROLS = /^(?![^]*(?![\t\n\r])[\p{Cc}\p{Cs}])/u;
/** Text on one line: no line break of any kind, no tab. */
export const ONE_LINE = /^[^\t\n\r\u2028\u2029]*$/;

type StringParams = Parameters<typeof z.string>[0];

/** A text field of one line (a name, a place, a number as typed): controls and line breaks refused. */
export const singleLine = (params?: StringParams) =>
  z.string(params).regex(NO_CONTROLS, TEXT_CONTROL_MESSAGE).regex(ONE_LINE, TEXT_ONE_LINE_MESSAGE);

/** A text field of several lines (a description, a message, a review): controls refused, line breaks kept. */
export const multiLine = (params?: StringParams) => z.string(params).regex(NO_CONTROLS, TEXT_CONTROL_MESSAGE);

/** What is wrong with a text by the same rule, as a catalogue key; undefined when nothing is (for checks outside zod). */
export function textProblem(value: string, lines: 'single' | 'multi'): string | undefined {
  if (!NO_CONTROLS.test(value)) return TEXT_CONTROL_MESSAGE;
  if (lines === 'single' && !ONE_LINE.test(value)) return TEXT_ONE_LINE_MESSAGE;
  return undefined;
}

/*
 * Ids in paths and bodies. Reboard's ids are uuids (listings, orders, reviews…), Better Auth's
 * 32 letters and digits (accounts), and seeded ones such as `demo-seller-…`: all within this
 * alphabet. Anything else names no row, so it is refused before any query.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
/** Reboard's own ids (listings, orders, wanted lists, categories…): uuids. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ID_MESSAGE = 'validation.id.invalid';
export const IdSchema = z.string().regex(ID_PATTERN, ID_MESSAGE);
/** `/…/:id` in a path. */
export const IdParamsSchema = z.object({ id: IdSchema });
