/**
 * Turns what a person typed into a safe tsquery: words only (punctuation and operators such as
 * `' OR 1=1--` or `%_` are separators, never syntax), each word a prefix, all words required.
 * Several words may also be one part number typed with spaces or dashes ('LM 317T',
 * 'LM317-T'), so their concatenation is tried too, against the index's punctuation-free form.
 */
export function toPrefixTsquery(input: string | undefined): string | undefined {
  if (!input) return undefined;
  const words = input.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words || words.length === 0) return undefined;
  const kept = words.slice(0, 12);
  const all = kept.map((w) => `${w}:*`).join(' & ');
  return kept.length > 1 ? `(${all}) | ${kept.join('')}:*` : all;
}
