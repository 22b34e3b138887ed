/**
 * Turns what a person typed into a safe tsquery: words only (punctuation and operators such as
 * `' OR 1=1--` or `%_` are separators, never syntax), each word a prefix, all words required.
 */
export function toPrefixTsquery(input: string | undefined): string | undefined {
  if (!input) return undefined;
  const words = input.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words || words.length === 0) return undefined;
  return words
    .slice(0, 12)
    .map((w) => `${w}:*`)
    .join(' & ');
}
