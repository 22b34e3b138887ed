import { CITIES, DESCRIPTIONS, DESCRIPTION_TAILS, NAME_SUFFIXES, TEMPLATES } from './seed.ts';

/**
 * Searches that match nothing in the seeded data: a real storefront gets plenty of these, and
 * they are the "planner trap" case (no row to stop at, so an index walk may visit everything).
 */
const MISSES = [
  'xylophone', 'toaster', 'RTX4090', 'iphone', 'thermostat', 'oscilloscope', 'soldering', 'LM317T', 'ATtiny85',
  'MAX232', 'TPS61023', 'USB-C hub', 'Zigbee dongle', 'CC2652P', 'FPGA', 'Xilinx', 'kayak', 'Lisbon', 'quantum',
  'zzzz',
] as const;

const words = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}+\-/]*/gu) ?? [];

/** Short or common words are poor search terms on their own (and "of"/"a" are stop words). */
const useful = (w: string) => w.length >= 3 && !/^(the|and|for|with|from|that|this|has|can|you|one|are|was|not|never|front|before|possible)$/i.test(w);

/**
 * The fixed list of search terms for the cold search scenarios, derived from the seed's own lists
 * (seed.ts) so they match what is in the table: every word of the product names, descriptions and
 * suffixes, each manufacturer and part number, each city, the first two words of each product
 * name as a phrase, part numbers typed with a space instead of a dash, and the misses above.
 * The order is deterministic, so every run asks the same questions in the same order.
 */
export function searchTerms(): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (term: string) => {
    const key = term.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      out.push(term);
    }
  };
  for (const [name, , maker, part] of TEMPLATES) {
    add(part);
    add(maker);
    for (const w of words(name)) if (useful(w)) add(w);
    const firstTwo = name.split(' ').slice(0, 2).join(' ');
    add(firstTwo);
    if (part.includes('-')) add(part.replace(/-/g, ' '));
    // The part number's prefix: what someone who remembers half of it types.
    if (part.length > 6) add(part.slice(0, Math.ceil(part.length / 2)).replace(/[^\p{L}\p{N}]+$/u, ''));
  }
  for (const city of CITIES) add(city);
  for (const text of [...DESCRIPTIONS, ...DESCRIPTION_TAILS, ...NAME_SUFFIXES]) {
    for (const w of words(text)) if (useful(w)) add(w);
  }
  for (const miss of MISSES) add(miss);
  return out;
}

/**
 * What the search box asks for while a person types the search terms: each term's first 2, 3
 * and 5 characters and the whole term (a suggestion is asked for as the words grow), distinct,
 * in the terms' fixed order.
 */
export function suggestionPrefixes(): string[] {
  const out = new Set<string>();
  for (const term of searchTerms()) {
    for (const n of [2, 3, 5]) if (term.length > n) out.add(term.slice(0, n).trimEnd().toLowerCase());
    out.add(term.toLowerCase());
  }
  return [...out].filter((p) => p.length >= 2);
}
