import { describe, expect, it } from 'vitest';
import { recallAtK, reciprocalRank, scoreQuality } from './metrics.ts';

describe('recall@k', () => {
  it('is the share of expected listings among the first k results', () => {
    expect(recallAtK(['a', 'b', 'c', 'd'], ['a', 'c'], 3)).toBe(1);
    expect(recallAtK(['a', 'b', 'c', 'd'], ['a', 'd'], 3)).toBe(0.5);
    expect(recallAtK(['x', 'y', 'z', 'a'], ['a'], 3)).toBe(0);
    expect(recallAtK(['x', 'y', 'z', 'a'], ['a'], 4)).toBe(1);
    expect(recallAtK([], ['a'], 3)).toBe(0);
    expect(recallAtK(['a', 'b'], ['a', 'b', 'c'], 3)).toBeCloseTo(2 / 3);
  });

  it('counts a listing once, however often it is listed or expected', () => {
    expect(recallAtK(['a', 'a', 'a'], ['a', 'b'], 3)).toBe(0.5);
    expect(recallAtK(['a', 'b'], ['a', 'a'], 3)).toBe(1);
  });

  it('refuses a query that expects nothing and a k that is not a positive integer', () => {
    expect(() => recallAtK(['a'], [], 3)).toThrow(/at least one/);
    expect(() => recallAtK(['a'], ['a'], 0)).toThrow(/positive integer/);
    expect(() => recallAtK(['a'], ['a'], 1.5)).toThrow(/positive integer/);
  });
});

describe('reciprocal rank', () => {
  it('is 1 over the rank of the first expected listing, 0 when none is found', () => {
    expect(reciprocalRank(['a', 'b'], ['a'])).toBe(1);
    expect(reciprocalRank(['x', 'a', 'b'], ['b', 'a'])).toBe(0.5);
    expect(reciprocalRank(['x', 'y', 'z', 'a'], ['a'])).toBe(0.25);
    expect(reciprocalRank(['x', 'y'], ['a'])).toBe(0);
    expect(reciprocalRank([], ['a'])).toBe(0);
    expect(() => reciprocalRank(['a'], [])).toThrow(/at least one/);
  });
});

describe('a run of the quality set', () => {
  it('averages recall@3 and reciprocal rank over queries and lists the misses', () => {
    const score = scoreQuality([
      { query: 'one', expected: ['a'], results: ['a', 'b'] }, // recall 1, rr 1
      { query: 'two', expected: ['a', 'b'], results: ['x', 'a', 'y', 'b'] }, // recall 0.5, rr 0.5
      { query: 'three', expected: ['a'], results: [] }, // recall 0, rr 0
    ]);
    expect(score.queries).toBe(3);
    expect(score.k).toBe(3);
    expect(score.recall).toBeCloseTo(0.5);
    expect(score.mrr).toBeCloseTo(0.5);
    expect(score.misses).toEqual([
      { query: 'two', missing: ['b'] },
      { query: 'three', missing: ['a'] },
    ]);
  });

  it('scores a perfect run 1 and 1, and refuses an empty one', () => {
    expect(scoreQuality([{ query: 'q', expected: ['a', 'b'], results: ['b', 'a'] }])).toMatchObject({ recall: 1, mrr: 1, misses: [] });
    expect(() => scoreQuality([])).toThrow(/No queries/);
  });
});
