import { toMinor, type ProductFilterQuery, type ProductSort } from '@reboard/contracts';
import { readCursor } from '#server/lib/keyset.ts';
import { isUuid } from '#server/lib/ids.ts';
import type { KeysetCursor, ListingFilter } from './products.repository.ts';
import { exactTerm, toPrefixTsquery } from './search.ts';

/** The storefront's filters as the repositories take them: minor units, a tsquery, an exact location. */
export function toListingFilter(query: Partial<ProductFilterQuery>, currency: string): ListingFilter {
  return {
    tsquery: toPrefixTsquery(query.q),
    exactTerm: exactTerm(query.q),
    categoryId: query.category,
    condition: query.condition,
    workingStatus: query.workingStatus,
    verifiedOnly: query.verified === 'true',
    proofOnly: query.proof === 'true',
    location: query.location || undefined,
    // Seller ids are Better Auth's text ids; an unknown one simply matches nothing.
    sellerId: query.seller || undefined,
    minPrice: query.minPrice === undefined ? undefined : toMinor(query.minPrice, currency),
    maxPrice: query.maxPrice === undefined ? undefined : toMinor(query.maxPrice, currency),
    specs: query.specs,
  };
}

/**
 * A short fingerprint of a filter (FNV-1a over its JSON), carried in page cursors so a cursor
 * from one search is refused on another instead of silently skipping rows.
 */
export function filterKey(f: ListingFilter): string {
  const json = JSON.stringify([f.tsquery, f.categoryId, f.condition, f.workingStatus, f.verifiedOnly, f.location?.toLowerCase(), f.minPrice, f.maxPrice, f.sellerId, f.proofOnly, f.specs]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < json.length; i++) hash = Math.imul(hash ^ json.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

const isTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * A product-list cursor: [sort, the last row's sort value, its id, the filter's key], and for
 * best match its tie-breakers too (verified 1 or 0, the time); any other is refused.
 */
export const readProductCursor = (sort: ProductSort, key: string, raw: string | undefined): KeysetCursor | undefined =>
  readCursor(raw, (values) => {
    const [tag, value, id, filter, verified, at] = values;
    if (values.length !== (sort === 'relevance' ? 6 : 4) || tag !== sort || filter !== key) return undefined;
    if (typeof id !== 'string' || !isUuid(id)) return undefined;
    if (sort === 'relevance') {
      return Number.isInteger(value) && (verified === 0 || verified === 1) && isTime(at) ? { value: value as number, id, verified: verified === 1, at } : undefined;
    }
    const ok = sort === 'newest' ? isTime(value) : Number.isInteger(value);
    return ok ? { value: value as string | number, id } : undefined;
  });
