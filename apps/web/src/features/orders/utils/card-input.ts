import { CARD_MESSAGES, CVC_PATTERN, expiryProblem } from '@reboard/contracts/schemas';

/** "4242424242424242" → "4242 4242 4242 4242" as the person types (at most 19 digits). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1229" → "12 / 29". */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** "12 / 34" → { expMonth: 12, expYear: 2034 }; undefined until four digits are typed. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | undefined {
  const digits = cardDigits(value);
  if (digits.length !== 4) return undefined;
  return { expMonth: Number(digits.slice(0, 2)), expYear: 2000 + Number(digits.slice(2)) };
}

export type CardFields = { number: string; expiry: string; cvc: string };
export type CardProblems = Partial<Record<keyof CardFields, string>>;

/** What the form says under each field before anything is sent, in Stripe's words. */
export function cardProblems(fields: CardFields, now: Date): CardProblems {
  const problems: CardProblems = {};
  if (cardDigits(fields.number).length < 12) problems.number = 'Enter your card number.';
  const expiry = parseExpiry(fields.expiry);
  const expiryWrong = expiry ? expiryProblem(expiry.expMonth, expiry.expYear, now)?.message : CARD_MESSAGES.expiryIncomplete;
  if (expiryWrong) problems.expiry = expiryWrong;
  if (!CVC_PATTERN.test(fields.cvc)) problems.cvc = CARD_MESSAGES.cvcIncomplete;
  return problems;
}
