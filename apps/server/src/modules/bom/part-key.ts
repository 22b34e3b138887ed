/**
 * A part number as listings' `part_key` column holds it (db/schema/listings.ts): lower case,
 * letters and digits only, so 'LM317-T', 'lm317t' and 'LM 317T' are one key. Null for none.
 */
export function partKeyOf(partNumber: string | null | undefined): string | null {
  const key = partNumber?.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '') ?? '';
  return key === '' ? null : key;
}
