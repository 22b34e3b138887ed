import { COUNT_CAP } from '@reboard/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '#server/db/client.ts';
import type { TableSample } from './counts.repository.ts';
import { filterSql, type ListingFilter } from './products.repository.ts';

/** One specification value among the matches, and how many listings have it. */
export type SpecCountRow = { key: string; value: string; number: number | null; n: number };

/** Listings' specifications counted for the filter panel. */
export interface SpecCountsRepository {
  /**
   * The values of `keys` among the listings `filter` matches (the first COUNT_CAP + 1 of them,
   * as the other facets count), with how many listings each; `matched` says how many were looked at.
   */
  counts(filter: ListingFilter, keys: readonly string[], estimateFrom?: TableSample): Promise<{ rows: SpecCountRow[]; matched: number }>;
}

export function createSpecCountsRepository(db: Database): SpecCountsRepository {
  return {
    async counts(filter: ListingFilter, keys: readonly string[], estimateFrom?: TableSample): Promise<{ rows: SpecCountRow[]; matched: number }> {
      if (keys.length === 0) return { rows: [], matched: 0 };
      const keyList = sql.join(keys.map((k) => sql`${k}`), sql`, `);
      // A broad search's values are estimated from a sample (counts.repository's TableSample): flagged as past the cap.
      const matches = estimateFrom
        ? sql`select id from ${estimateFrom.from} where ${filterSql(filter)}`
        : sql`select id from products where ${filterSql(filter)} limit ${COUNT_CAP + 1}`;
      const weight = estimateFrom?.weight ?? 1;
      const rows = await rowsOf<SpecCountRow & { matched: number }>(db, sql`
        with m as (${matches})
        select s.key, min(s.value) as value, min(s.number) as number, round(count(*) * ${weight}::float8)::int as n,
               (select count(*) from m)::int as matched
        from listing_specs s join m on m.id = s.product_id
        where s.key in (${keyList})
        group by s.key, lower(s.value)
      `);
      const matched = estimateFrom ? COUNT_CAP + 1 : rows.length ? Number(rows[0]!.matched) : 0;
      return { rows: rows.map((r) => ({ key: r.key, value: r.value, number: r.number === null ? null : Number(r.number), n: Number(r.n) })), matched };
    },
  };
}
