import { COUNT_CAP, specSearchText, type SpecRow } from '@reboard/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Database, type Executor } from '#server/db/client.ts';
import { listingSpecs, products } from '#server/db/schema/catalog.ts';
import { filterSql, type ListingFilter } from './products.repository.ts';

/** One specification value among the matches, and how many listings have it. */
export type SpecCountRow = { key: string; value: string; number: number | null; n: number };

/** A listing's specifications: stored, read back, and counted for the filter panel. */
export function createSpecsRepository(db: Database) {
  return {
    /** Replaces a listing's specifications, and the words search finds them by, in the caller's transaction. */
    async replace(productId: string, rows: readonly SpecRow[], exec: Executor): Promise<void> {
      await exec.delete(listingSpecs).where(eq(listingSpecs.productId, productId));
      if (rows.length) await exec.insert(listingSpecs).values(rows.map((r) => ({ ...r, productId })));
      await exec.update(products).set({ specText: specSearchText(rows) }).where(eq(products.id, productId));
    },

    /** The specifications of several listings, by listing. */
    async of(ids: readonly string[]): Promise<Map<string, SpecRow[]>> {
      const out = new Map<string, SpecRow[]>(ids.map((id) => [id, []]));
      if (ids.length === 0) return out;
      const rows = await db
        .select({ productId: listingSpecs.productId, key: listingSpecs.key, value: listingSpecs.value, number: listingSpecs.number })
        .from(listingSpecs)
        .where(inArray(listingSpecs.productId, [...ids]));
      for (const { productId, ...row } of rows) out.get(productId)?.push(row);
      return out;
    },

    /**
     * The values of `keys` among the listings `filter` matches (the first COUNT_CAP + 1 of them,
     * as the other facets count), with how many listings each; `matched` says how many were looked at.
     */
    async counts(filter: ListingFilter, keys: readonly string[]): Promise<{ rows: SpecCountRow[]; matched: number }> {
      if (keys.length === 0) return { rows: [], matched: 0 };
      const keyList = sql.join(keys.map((k) => sql`${k}`), sql`, `);
      const rows = await rowsOf<SpecCountRow & { matched: number }>(db, sql`
        with m as (select id from products where ${filterSql(filter)} limit ${COUNT_CAP + 1})
        select s.key, min(s.value) as value, min(s.number) as number, count(*)::int as n,
               (select count(*) from m)::int as matched
        from listing_specs s join m on m.id = s.product_id
        where s.key in (${keyList})
        group by s.key, lower(s.value)
      `);
      const matched = rows.length ? Number(rows[0]!.matched) : 0;
      return { rows: rows.map((r) => ({ key: r.key, value: r.value, number: r.number === null ? null : Number(r.number), n: Number(r.n) })), matched };
    },
  };
}
export type SpecsRepository = ReturnType<typeof createSpecsRepository>;
