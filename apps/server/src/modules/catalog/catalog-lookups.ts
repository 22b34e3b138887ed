import { readSpecParams, type ProductFilters } from '@reboard/contracts';
import { isUuid } from '#server/lib/ids.ts';
import type { CatalogCore } from './catalog-core.ts';
import type { CatalogService } from './catalog.types.ts';
import { toListingFilter } from './filters.ts';

/** Saved searches checked against one new listing per query. */
const MATCH_BATCH = 100;

/** What other modules ask of listings: summaries by id, ids by name or seller, and which saved searches a listing matches. */
export function createCatalogLookups({ currency, products: productsRepo }: CatalogCore): Pick<CatalogService, 'summaries' | 'idsMatching' | 'matchingFilters'> {
  return {
    async summaries(ids) {
      const rows = await productsRepo.summaries([...new Set(ids)]);
      return new Map(rows.map((r) => [r.id, r]));
    },

    idsMatching: (q, sellerIds) => productsRepo.idsMatching(q, sellerIds),

    /** By the storefront's own filter logic: saved searches are told of exactly what they would show. */
    async matchingFilters(listingId, filters: Partial<ProductFilters>[]) {
      if (!isUuid(listingId)) return [];
      // An unknown category matches nothing, as on the storefront (and never reaches a uuid comparison).
      // A saved search keeps its specification filters as parameters (`spec.capacity.min`): read them as the storefront does.
      const read = (f: Partial<ProductFilters>) => toListingFilter({ ...f, specs: readSpecParams(f).filters }, currency);
      const usable = filters.flatMap((f, i) => (f.category && !isUuid(f.category) ? [] : [{ i, filter: read(f) }]));
      const matched: number[] = [];
      for (let start = 0; start < usable.length; start += MATCH_BATCH) {
        const batch = usable.slice(start, start + MATCH_BATCH);
        const flags = await productsRepo.matchFlags(listingId, batch.map((b) => b.filter));
        flags.forEach((hit, j) => hit && matched.push(batch[j]!.i));
      }
      return matched;
    },
  };
}
