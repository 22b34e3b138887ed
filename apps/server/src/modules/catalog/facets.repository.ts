import { COUNT_CAP, PRICE_BANDS, priceBandValue } from '@reboard/contracts';
import type { FacetName } from '@reboard/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { filterSql, type ListingFilter } from './products.repository.ts';

/**
 * One facet value as counted: the dimension, its value as the filter takes it (null where the
 * listing has none; a location as first written) and how many.
 */
export type FacetRow = { dim: FacetName | 'total'; value: string | null; n: number };

/** The price band a row falls in, as its facet value (the bands' ends converted to minor units). */
function bandSql(toMinor: (whole: number) => number): SQL {
  const whens = PRICE_BANDS.map((band) =>
    'maxPrice' in band
      ? sql`when resale_price between ${toMinor(band.minPrice)} and ${toMinor(band.maxPrice)} then ${priceBandValue(band)}`
      : sql`when resale_price >= ${toMinor(band.minPrice)} then ${priceBandValue(band)}`,
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
      const result = await db.execute<FacetRow>(sql`
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
          case
            when grouping(lower(location)) = 0 then min(location)
            else coalesce(category_id::text, condition, working_status, band, seller_verified::text)
          end as value,
          count(*)::int as n
        from m
        group by grouping sets ((category_id), (condition), (working_status), (band), (seller_verified), (lower(location)), ())
      `);
      return (result as unknown as { rows: FacetRow[] }).rows.map((r) => ({ ...r, n: Number(r.n) }));
    },
  };
}
export type FacetsRepository = ReturnType<typeof createFacetsRepository>;
