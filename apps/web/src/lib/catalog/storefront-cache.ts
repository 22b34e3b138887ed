import type { QueryClient } from '@tanstack/react-query';
import { categoryKeys, productKeys } from '../query-keys.ts';

/**
 * After a sale or a moderation (a verified mark, a listing taken off the market): every
 * catalogue view, so the listing leaves the lists and the counts drop.
 */
export function invalidateStorefront(queryClient: QueryClient): Promise<void[]> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
    queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  ]);
}

export type ChangedListing = { id: string; categoryIds: readonly string[] };

/**
 * After a seller creates, edits, boosts or deletes a listing: every storefront view it may
 * appear in (search lists, featured, its category pages, its own page).
 */
export function invalidateListingViews(queryClient: QueryClient, { id, categoryIds }: ChangedListing): Promise<void[]> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: productKeys.facetLists() }),
    queryClient.invalidateQueries({ queryKey: productKeys.featured() }),
    queryClient.invalidateQueries({ queryKey: productKeys.detail(id) }),
    ...[...new Set(categoryIds)].map((categoryId) =>
      queryClient.invalidateQueries({ queryKey: categoryKeys.products(categoryId) }),
    ),
  ]);
}
