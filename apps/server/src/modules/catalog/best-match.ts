import type { KeysetCursor, PoolRow, ProductsRepository, ListingFilter, StorefrontRow } from './products.repository.ts';

/*
 * Best match over a search that matches many listings (more than the count's cap). Ranking every
 * match costs one rank per match: at a million listings a common word matches hundreds of
 * thousands, and the page took seconds. So such a search ranks a pool, its POOL newest matches
 * (one walk of the newest-first index), and lists the older matches after the pool newest first,
 * with the rank OLDER. A search that matches fewer is ranked whole (products.repository).
 * What is lost: a better match older than the pool's newest POOL (decision 003, "Best match at scale").
 */
export const POOL = 200;
/** The rank of a match older than the pool: below every ranked one (ranks are 0 and up). */
export const OLDER = -1;

/** Best match's order: rank, then a verified seller, then the newest, then the id (all descending). */
function compare(a: PoolRow, b: PoolRow): number {
  return b.rank - a.rank || Number(b.sellerVerified) - Number(a.sellerVerified) || b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** Whether a row comes after the cursor in best match's order. */
function after(row: PoolRow, c: KeysetCursor): boolean {
  const at = { id: c.id, rank: Number(c.value), sellerVerified: c.verified === true, createdAt: new Date(c.at ?? 0) };
  return compare(at, row) < 0;
}

/** The ids of one page of a ranked pool: `count` of them, after the cursor (a cursor inside the pool). */
export function rankPool(pool: readonly PoolRow[], cursor: KeysetCursor | undefined, count: number): PoolRow[] {
  return [...pool].sort(compare).filter((row) => !cursor || after(row, cursor)).slice(0, count);
}

/** One page (and the row after it) of best match over a search known to match many listings. */
export async function pooledBestMatch(repo: ProductsRepository, filter: ListingFilter, cursor: KeysetCursor | undefined, limit: number): Promise<StorefrontRow[]> {
  const want = limit + 1;
  const older = (from: { createdAt: Date; id: string }, n: number) =>
    repo.page(filter, 'newest', { value: from.createdAt.toISOString(), id: from.id }, n - 1).then((rows) => rows.map((r) => ({ ...r, rank: OLDER })));
  if (cursor && Number(cursor.value) === OLDER) return older({ createdAt: new Date(cursor.at ?? 0), id: cursor.id }, want);

  const pool = await repo.pool(filter, POOL);
  const ranked = rankPool(pool, cursor, want);
  const rows = new Map((await repo.byIds(filter, ranked.map((r) => r.id))).map((r) => [r.id, r]));
  const page = ranked.flatMap((r) => {
    const row = rows.get(r.id);
    return row ? [{ ...row, rank: r.rank, sellerVerified: r.sellerVerified }] : [];
  });
  // The pool is the newest POOL matches: when it is full, older matches follow its oldest.
  const oldest = pool.at(-1);
  if (page.length < want && pool.length === POOL && oldest) page.push(...(await older(oldest, want - page.length)));
  return page;
}
