import type { Rng } from './fuzz/values.ts';

/*
 * Strings a person might type into a number field, for the property tests of numbers.ts: amounts
 * written the ways people write them (Latin or Bengali digits, lakh or Western separators, a ৳),
 * sometimes damaged by one character, and strings of pieces that look like numbers and are not.
 */

const LATIN = '0123456789';
const BENGALI = '০১২৩৪৫৬৭৮৯';
const LOOKALIKES = ['٣', '३', '３', '߃', '𝟑', '²', '½', 'O', 'l', 'e', 'E', 'x', 'k', 'a', '.', ',', ' ', '\u00A0', '\u202F', '-', '−', '+', '_', "'", '৳', '\u200B', '\u0000', '$'];
const PIECES = [...LATIN, ...BENGALI, ...LOOKALIKES];

const FORMATS = [
  new Intl.NumberFormat('en-IN'),
  new Intl.NumberFormat('en-US'),
  new Intl.NumberFormat('bn-BD'),
  new Intl.NumberFormat('en-IN', { useGrouping: false }),
  new Intl.NumberFormat('bn-BD', { useGrouping: false }),
];

/** An amount as one of the usual formats writes it, now and then with a ৳ in front. */
function writtenAmount(rng: Rng, amount: number): string {
  const text = rng.pick(FORMATS).format(amount);
  return rng.chance(0.2) ? `৳${rng.chance(0.5) ? ' ' : ''}${text}` : text;
}

/** An amount of up to about a crore, small ones as likely as large ones. */
const anAmount = (rng: Rng) => rng.int(10 ** (1 + rng.int(8)));

function damaged(rng: Rng, text: string): string {
  const at = rng.int(text.length + 1);
  const cut = rng.chance(0.5) ? 1 : 0;
  return text.slice(0, at) + (rng.chance(0.7) ? rng.pick(PIECES) : '') + text.slice(at + cut);
}

/** One string for a number field: a well-written amount, a damaged one, or loose pieces. */
export function typedNumber(rng: Rng): string {
  const roll = rng.int(3);
  if (roll === 0) return writtenAmount(rng, anAmount(rng));
  if (roll === 1) return damaged(rng, writtenAmount(rng, anAmount(rng)));
  return Array.from({ length: rng.int(12) }, () => rng.pick(PIECES)).join('');
}

/**
 * What the digits of a text say, read without the code under test: its Latin and Bengali digits
 * in order, as an exact integer (or undefined without any). A reader that accepts a text must
 * return exactly this, and must have seen nothing but these digits, separators and a ৳.
 */
export function digitsSay(text: string): bigint | undefined {
  const digits = [...text].flatMap((c) => (LATIN.includes(c) ? [c] : BENGALI.includes(c) ? [String(BENGALI.indexOf(c))] : [])).join('');
  return digits === '' ? undefined : BigInt(digits);
}

/** Whether a text holds only what an amount may hold: digits, commas, spaces and the ৳. */
export const onlyAmountCharacters = (text: string): boolean => /^[\s0-9\u09E6-\u09EF,৳]*$/.test(text);
