import { describe, expect, it } from 'vitest';
import { BENGALI_VOCABULARY } from './bengali-words.ts';
import { BENGALI_SPELLING_COUNT, foldBengali } from './bengali-query.ts';

const spellings = BENGALI_VOCABULARY.flatMap(([english, ...bengali]) => bengali.map((b) => ({ english, bengali: b })));

describe('the Bengali vocabulary', () => {
  it('has at least 150 Bengali spellings, told apart as matching tells them apart', () => {
    expect(BENGALI_SPELLING_COUNT).toBeGreaterThanOrEqual(150);
    expect(BENGALI_SPELLING_COUNT).toBe(spellings.length);
  });

  it('lists each spelling once: no two fold to the same key (a repeat could point two ways)', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const { english, bengali } of spellings) {
      const key = foldBengali(bengali);
      if (seen.has(key)) repeats.push(`${bengali} (${english}) repeats ${seen.get(key)}`);
      seen.set(key, `${bengali} (${english})`);
    }
    expect(repeats).toEqual([]);
  });

  it('writes every spelling in Bengali script (words and spaces only) and every English word in ASCII lower case', () => {
    for (const { english, bengali } of spellings) {
      expect(bengali, bengali).toMatch(/^[\p{Script=Bengali}]+(?: [\p{Script=Bengali}]+)*$/u);
      expect(english, english).toMatch(/^[a-z0-9]+(?:[ -][a-z0-9]+)*$/);
    }
  });

  it('gives each English word one line, with at least one spelling', () => {
    const english = BENGALI_VOCABULARY.map(([e]) => e);
    expect(new Set(english).size).toBe(english.length);
    for (const [e, ...bengali] of BENGALI_VOCABULARY) expect(bengali.length, e).toBeGreaterThan(0);
  });
});
