import { COUNT_CAP, type FacetName } from '@reboard/contracts';
import { and, eq, sql, sum, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '#server/db/client.ts';
import { priceBandsIn } from '#server/db/price-bands.ts';
import { listingCounters } from '#server/db/schema/catalog.ts';
import { products } from '#server/db/schema/listings.ts';
import { filterSql, type ListingFilter } from './products.repository.ts';

/** A count that stops at COUNT_CAP + 1 rows: exact below the cap, "at least the cap" above it. */
export type CappedCount = { total: number; exact: boolean };
/** A count as shown: an exact one as it is (the counters' may pass the cap), a sample's capped. */
export const shownCount = (n: number, exact: boolean): CappedCount => ({ total: exact ? n : Math.min(n, COUNT_CAP), exact });
const capped = (n: number): CappedCount => shownCount(n, n <= COUNT_CAP);

/**
 * One facet value as counted: the dimension, its value as the filter takes it (null where the
 * listing has none; a location as first written) and how many.
 */
export type FacetRow = { dim: FacetName | 'total'; value: string | null; n: number };
/** Facet rows, and whether they are exact (from the counters, or a sample below the cap). */
export type FacetCounts = { rows: FacetRow[]; exact: boolean };

/*
 * Two sources of counts. A view narrowed only by what the counters are keyed by (category,
 * condition, working status, verified sellers, location, a whole price band) sums a few counter
 * rows: exact and cheap at any size. A text search or a price range of one's own samples the
 * first COUNT_CAP + 1 matching listings: exact below the cap, a lower bound above it.
 */
/** Listings counted for 'Products available' and the facets, from the counters or a capped sample. */
export interface CountsRepository {
  /** Matching listings: exact from the counters, else counted up to the cap (the scan stops there). */
  total(filter: ListingFilter): Promise<CappedCount>;
  /** Facet counts in one statement: every dimension at once (GROUPING SETS), plus the total. */
  facets(filter: ListingFilter): Promise<FacetCounts>;
}

export function createCountsRepository(db: Database, currency: string): CountsRepository {
  const bands = priceBandsIn(currency);

  /** The filter as a condition on the counters, or undefined when they cannot answer it. */
  function onCounters(f: ListingFilter): SQL | undefined {
    // The counters are not kept per seller, by proof or by specification: those views are counted from the listings.
    if (f.tsquery || f.sellerId || f.proofOnly || f.specs?.length) return undefined;
    const priced = f.minPrice !== undefined || f.maxPrice !== undefined;
    const band = priced ? bands.find((b) => b.min === f.minPrice && b.max === f.maxPrice) : undefined;
    if (priced && !band) return undefined;
    const c = listingCounters;
    return (
      and(
        f.categoryId ? eq(c.categoryId, f.categoryId) : undefined,
        f.condition ? eq(c.condition, f.condition) : undefined,
        f.workingStatus ? eq(c.workingStatus, f.workingStatus) : undefined,
        f.verifiedOnly ? eq(c.sellerVerified, true) : undefined,
        f.location ? sql`lower(${c.location}) = lower(${f.location})` : undefined,
        band ? eq(c.priceBand, band.value) : undefined,
      ) ?? sql`true`
    );
  }

  return {
    /** Matching listings: exact from the counters, else counted up to the cap (the scan stops there). */
    async total(filter: ListingFilter): Promise<CappedCount> {
      const where = onCounters(filter);
      if (where) {
        const [row] = await db.select({ n: sum(listingCounters.active) }).from(listingCounters).where(where);
        return { total: Number(row?.n ?? 0), exact: true };
      }
      const matching = db.select({ one: sql`1` }).from(products).where(filterSql(filter)).limit(COUNT_CAP + 1).as('matching');
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
      return capped(Number(row?.n ?? 0));
    },

    /** Facet counts in one statement: every dimension at once (GROUPING SETS), plus the total. */
    async facets(filter: ListingFilter): Promise<FacetCounts> {
      const where = onCounters(filter);
      const source = where
        ? sql`select category_id, condition, nullif(working_status, '') as working_status, seller_verified, location,
                nullif(price_band, '') as band, active as w
              from listing_counters where ${where} and active <> 0`
        : sql`select category_id, condition, working_status, seller_verified, location,
                nullif(listing_price_band(resale_price), '') as band, 1 as w
              from products where ${filterSql(filter)} limit ${COUNT_CAP + 1}`;
      const result = await rowsOf<FacetRow>(db, sql`
        with m as (${source})
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
          coalesce(sum(w), 0)::int as n
        from m
        group by grouping sets ((category_id), (condition), (working_status), (band), (seller_verified), (lower(location)), ())
      `);
      const rows = result.map((r) => ({ ...r, n: Number(r.n) }));
      const total = rows.find((r) => r.dim === 'total')?.n ?? 0;
      return { rows, exact: Boolean(where) || total <= COUNT_CAP };
    },
  };
}
