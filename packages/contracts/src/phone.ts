import { latinDigits } from './digits.ts';

/*
 * Bangladeshi mobile numbers as people write them: `+880 1711-123456`, `8801711123456`,
 * `01711123456`, `০১৭১১-১২৩৪৫৬` (Bengali digits). Spaces, dashes, dots and brackets between
 * digits are layout; what is left must be one mobile number (01, an operator's 3–9, eight
 * digits), which is kept as +8801711123456 so one person's number is one string everywhere.
 */
const MOBILE = /^(?:(?:\+|00)?8800?|0)(1[3-9]\d{8})$/;

/** The number in its one stored form (+8801711123456), or undefined when it is not a Bangladeshi mobile. */
export function normalisePhone(input: string): string | undefined {
  const compact = latinDigits(input).replace(/[\s\-.()\u2010-\u2015]/g, '');
  const national = MOBILE.exec(compact)?.[1];
  return national === undefined ? undefined : `+880${national}`;
}

/** A stored number as people read it: +880 1711-123456 (what is not stored so stays as it is). */
export function formatPhone(stored: string): string {
  const national = /^\+880(1\d{3})(\d{6})$/.exec(stored);
  return national ? `+880 ${national[1]}-${national[2]}` : stored;
}
