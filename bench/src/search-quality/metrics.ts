/*
 * How good a ranking is, by the two numbers issue 31 sets targets for (recall@3 ≥ 0.95,
 * MRR ≥ 0.85). Results and expectations are listing keys (names in the quality set); a result
 * list is what search returned, best first.
 */

function checkExpected(expected: readonly string[]): void {
  // A query that expects nothing would score 1 (or 0) for any ranking: a mistake in the set.
  if (expected.length === 0) throw new Error('A quality query must expect at least one listing');
}

/** The share of the expected listings among the first k results (each counted once). */
export function recallAtK(results: readonly string[], expected: readonly string[], k: number): number {
  checkExpected(expected);
  if (!Number.isInteger(k) || k < 1) throw new Error(`k must be a positive integer, not ${k}`);
  const top = new Set(results.slice(0, k));
  const wanted = [...new Set(expected)];
  return wanted.filter((e) => top.has(e)).length / wanted.length;
}

/** 1 / the rank of the first expected listing among the results (1 when it is first), 0 when none is there. */
export function reciprocalRank(results: readonly string[], expected: readonly string[]): number {
  checkExpected(expected);
  const wanted = new Set(expected);
  const at = results.findIndex((r) => wanted.has(r));
  return at === -1 ? 0 : 1 / (at + 1);
}

export interface JudgedQuery {
  query: string;
  expected: readonly string[];
  results: readonly string[];
}

export interface QualityScore {
  queries: number;
  /** Mean over queries of recall@k (each query weighs the same, however many listings it expects). */
  recall: number;
  /** Mean reciprocal rank. */
  mrr: number;
  k: number;
  /** The queries that missed an expected listing in the top k, with what they missed: what to look at first. */
  misses: { query: string; missing: string[] }[];
}

/** Scores a run of the quality set: mean recall@k, MRR, and each miss. */
export function scoreQuality(judged: readonly JudgedQuery[], k = 3): QualityScore {
  if (judged.length === 0) throw new Error('No queries to score');
  let recall = 0;
  let rr = 0;
  const misses: QualityScore['misses'] = [];
  for (const { query, expected, results } of judged) {
    recall += recallAtK(results, expected, k);
    rr += reciprocalRank(results, expected);
    const top = new Set(results.slice(0, k));
    const missing = expected.filter((e) => !top.has(e));
    if (missing.length > 0) misses.push({ query, missing });
  }
  return { queries: judged.length, recall: recall / judged.length, mrr: rr / judged.length, k, misses };
}
