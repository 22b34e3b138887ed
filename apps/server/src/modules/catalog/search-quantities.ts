import { parseQuantity, quantitySearchWord } from '@reboard/contracts';

/**
 * A query's quantities as the words listings' specifications are indexed by: "10uF", "10 µF"
 * and "10000nF" all become "10uf", "8192 MB" becomes "8gb". A number and a unit typed apart
 * ("10 µF") are read as one. Undefined when the query has no quantity with its unit.
 */
export function normaliseQuantities(input: string): string | undefined {
  const words = input.normalize('NFKC').split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < words.length; i++) {
    const one = parseQuantity(words[i]!);
    const two = !one.ok && i + 1 < words.length && /^[\d.]+$/.test(words[i]!) ? parseQuantity(`${words[i]}${words[i + 1]}`) : undefined;
    const found = one.ok ? one : two?.ok ? two : undefined;
    if (!found) {
      out.push(words[i]!);
      continue;
    }
    out.push(quantitySearchWord(found.quantity));
    changed = true;
    if (!one.ok) i++;
  }
  return changed ? out.join(' ') : undefined;
}
