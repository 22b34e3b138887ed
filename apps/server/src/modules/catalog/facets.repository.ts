import { COUNT_CAP, PRICE_BANDS } from '@reboard/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { filterSql, type ListingFilter } from './products.repository.ts';

/** One facet value as counted: the dimension, its value (null where the listing has none) and how many. */
export type FacetRow = { dim: FacetDim | 'total'; value: string | null; label: string | null; n: number };
export type FacetDim = 'category' | 'condition' | 'workingStatus' | 'price' | 'verified' | 'location';

/** The price band a row falls in, as the index of PRICE_BANDS (bands in minor units). */
function bandSql(toMinor: (whole: number) => number): SQL {
  const whens = PRICE_BANDS.map((band, i) =>
    'maxPrice' in band
      ? sql`when resale_price between ${toMinor(band.minPrice)} and ${toMinor(band.maxPrice)} then ${i}`
      : sql`when resale_price >= ${toMinor(band.minPrice)} then ${i}`,
  );
  return sql`case ${sql.join(whens, sql` `)} end`;
}

/*
 * Facet counts in one statement: the first COUNT_CAP + 1 matching listings, grouped by every
 * dimension at once (GROUPING SETS), plus the size of that sample. Below the cap every count
 * is exact; above it the counts are what the sample holds, a lower bound the caller flags.
 */
export function createFacetsRepository(db: Database, toMinor: (whole: number) => number) {
  const band = bandSql(toMinor);
  return {
    async count(filter: ListingFilter): Promise<FacetRow[]> {
      const result = await db.execute<{ dim: FacetRow['dim']; value: string | null; label: string | null; n: number }>(sql`
        with m as (
          select category_id, condition, working_status, seller_verified, location, ${band} as band
          from products where ${filterSql(filter)} limit ${COUNT_CAP + 1}
        )
        select
          case
            when grouping(category_id) = 0 then 'category'
            when grouping(condition) = 0 then 'condition'
            when grouping(working_status) = 0 then 'workingStatus'
            when grouping(band) = 0 then 'price'
            when grouping(seller_verified) = 0 then 'verified'
            when grouping(lower(location)) = 0 then 'location'
            else 'total'
          end as dim,
          coalesce(category_id::text, condition, working_status, band::text, seller_verified::text, lower(location)) as value,
          min(location) as label,
          count(*)::int as n
        from m
        group by grouping sets ((category_id), (condition), (working_status), (band), (seller_verified), (lower(location)), ())
      `);
      return (result as unknown as { rows: FacetRow[] }).rows.map((r) => ({ ...r, n: Number(r.n) }));
    },
  };
}
export type FacetsRepository = ReturnType<typeof createFacetsRepository>;
