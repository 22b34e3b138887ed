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
 * A search the planner expects to match this many times the cap is not counted: it is "more than
 * the cap" (10,000+) at once. Counting the first COUNT_CAP + 1 matches of a common word read
 * 10 001 rows, a third of a second at a million listings; the planner's estimate of a word
 * (from the column's statistics) is far closer than a factor of two for the words common
 * enough to matter, and a rare word is estimated low, so counted.
 */
const SURELY_MORE = 2;
/** Below this many listings a search is counted, never sampled; a sample reads about SAMPLE_ROWS. */
const SAMPLE_FROM = 20 * COUNT_CAP;
const SAMPLE_ROWS = 10_000;

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
  /** Matching listings: exact from the counters, else counted up to the cap (the scan stops there), or estimated from `sample`. */
  total(filter: ListingFilter, sample?: TableSample): Promise<CappedCount>;
  /**
   * The same count of a view without a text search, as one SQL expression for its page's own
   * statement to carry, and how to read what it gives; undefined for a text search (counted first).
   */
  totalSql(filter: ListingFilter): { sql: SQL<string | number>; read(n: number): CappedCount } | undefined;
  /** Facet counts in one statement: every dimension at once (GROUPING SETS), plus the total; estimated from `sample` when given. */
  facets(filter: ListingFilter, sample?: TableSample): Promise<FacetCounts>;
  /** A fixed sample of the listings, to estimate a broad search's counts from (see TableSample). */
  sample(): Promise<TableSample>;
  /** Whether a text search surely matches more than the cap (the planner's estimate, no rows read). */
  surelyMoreThanCap(filter: ListingFilter): Promise<boolean>;
}

/**
 * A broad search's facets (one that surely matches more than the cap) are estimated, not counted:
 * counting even the first COUNT_CAP + 1 matches of a common word costs a third of a second at a
 * million listings. The estimate counts the matches among a fixed sample of about SAMPLE_ROWS
 * listings (whole pages of the table, the same ones each time: TABLESAMPLE SYSTEM … REPEATABLE),
 * each standing for `weight` listings. Such counts are flagged inexact, as capped ones are.
 */
export type TableSample = { from: SQL; weight: number };

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

  async function surelyMoreThanCap(filter: ListingFilter): Promise<boolean> {
    if (!filter.tsquery) return false;
    const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) select 1 from products where ${filterSql(filter)}`);
    if (planRows(row?.['QUERY PLAN']) >= SURELY_MORE * COUNT_CAP) return true;
    // Words together ("jetson nano") are estimated as if independent, far too low for the words
    // of one name; counting them costs what their words' matches cost in the index, whatever
    // their intersection. In a large catalogue a sample of the table says how many there are.
    if (!filter.tsquery.includes('&')) return false;
    const s = await sample();
    if (s.weight < SAMPLE_FROM / SAMPLE_ROWS) return false;
    const [sampled] = await rowsOf<{ m: number }>(db, sql`select count(*)::int as m from ${s.from} where ${filterSql(filter)}`);
    return Number(sampled?.m ?? 0) * s.weight >= SURELY_MORE * COUNT_CAP;
  }

  /** About SAMPLE_ROWS listings (all of a small table), by the table's size as last analysed. */
  async function sample(): Promise<TableSample> {
    const [size] = await rowsOf<{ n: number }>(db, sql`select reltuples::float8 as n from pg_class where oid = 'products'::regclass`);
    const percent = Math.min(100, (100 * SAMPLE_ROWS) / Math.max(1, Number(size?.n ?? 0)));
    return { from: sql`products tablesample system (${sql.raw(percent.toFixed(4))}) repeatable (31)`, weight: 100 / percent };
  }

  /** Up to COUNT_CAP + 1 of the matching listings, counted: the scan stops there. */
  const cappedCount = (filter: ListingFilter) =>
    sql<number>`(select count(*)::int from (select 1 from ${products} where ${filterSql(filter)} limit ${COUNT_CAP + 1}) as matching)`;

  return {
    surelyMoreThanCap,
    sample,

    totalSql(filter) {
      if (filter.tsquery) return undefined;
      const where = onCounters(filter);
      return where
        ? { sql: sql<string>`(select coalesce(sum(${listingCounters.active}), 0) from ${listingCounters} where ${where})`, read: (n) => ({ total: n, exact: true }) }
        : { sql: cappedCount(filter), read: capped };
    },

    async total(filter: ListingFilter, estimateFrom?: TableSample): Promise<CappedCount> {
      const where = onCounters(filter);
      if (estimateFrom && !where) {
        const [row] = await rowsOf<{ m: number }>(db, sql`select count(*)::int as m from ${estimateFrom.from} where ${filterSql(filter)}`);
        return shownCount(Math.round(Number(row?.m ?? 0) * estimateFrom.weight), false);
      }
      if (where) {
        const [row] = await db.select({ n: sum(listingCounters.active) }).from(listingCounters).where(where);
        return { total: Number(row?.n ?? 0), exact: true };
      }
      if (await surelyMoreThanCap(filter)) return { total: COUNT_CAP, exact: false };
      const [row] = await rowsOf<{ n: number }>(db, sql`select ${cappedCount(filter)} as n`);
      return capped(Number(row?.n ?? 0));
    },

    async facets(filter: ListingFilter, estimateFrom?: TableSample): Promise<FacetCounts> {
      const where = onCounters(filter);
      const estimated = estimateFrom && !where;
      const source = estimated
        ? sql`select category_id, condition, working_status, seller_verified, location,
                nullif(listing_price_band(resale_price), '') as band, ${estimateFrom.weight}::float8 as w
              from ${estimateFrom.from} where ${filterSql(filter)}`
        : where
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
          round(coalesce(sum(w), 0))::int as n
        from m
        group by grouping sets ((category_id), (condition), (working_status), (band), (seller_verified), (lower(location)), ())
      `);
      const rows = result.map((r) => ({ ...r, n: Number(r.n) }));
      const total = rows.find((r) => r.dim === 'total')?.n ?? 0;
      return { rows, exact: !estimated && (Boolean(where) || total <= COUNT_CAP) };
    },
  };
}

/** The row estimate of an EXPLAIN (FORMAT JSON) answer (a JSON string on some drivers, parsed on others); 0 when unreadable. */
function planRows(plan: unknown): number {
  const parsed: unknown = typeof plan === 'string' ? JSON.parse(plan) : plan;
  const top = Array.isArray(parsed) ? (parsed[0] as { Plan?: { 'Plan Rows'?: unknown } } | undefined) : undefined;
  const rows = top?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? rows : 0;
}
