import { ALL_SPECS, type SpecFilter } from '@reboard/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import { listingSpecs, products } from '#server/db/schema/listings.ts';

/*
 * Specification filters as conditions on a listing: each an EXISTS on its listing_specs row
 * (one primary-key lookup per listing), so it composes with every other filter in filterSql,
 * the counts, the facets and the saved searches' matching alike.
 */

/** Ranges include their ends; a hair of slack keeps a value typed in another unit ("8192 MB" for 8 GB) inside. */
const SLACK = 1e-9;

function specCondition(f: SpecFilter): SQL {
  const s = listingSpecs;
  const text = ALL_SPECS.get(f.key)?.kind === 'text';
  return and(
    sql`${s.productId} = ${products.id}`,
    sql`${s.key} = ${f.key}`,
    f.equals === undefined ? undefined : text ? sql`lower(${s.value}) = lower(${f.equals})` : sql`${s.value} = ${f.equals}`,
    f.min === undefined ? undefined : sql`${s.number} >= ${f.min - Math.abs(f.min) * SLACK}`,
    f.max === undefined ? undefined : sql`${s.number} <= ${f.max + Math.abs(f.max) * SLACK}`,
  )!;
}

export function specFilterSql(filters: readonly SpecFilter[] | undefined): SQL | undefined {
  if (!filters?.length) return undefined;
  return and(...filters.map((f) => sql`exists (select 1 from ${listingSpecs} where ${specCondition(f)})`));
}
