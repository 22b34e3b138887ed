import type { QueryClient } from '@tanstack/react-query';
import { invalidateListingViews, type ChangedListing } from '@/lib/catalog/storefront-cache.ts';
import { listingKeys } from './listing-keys.ts';

/**
 * After a seller creates, edits, boosts or deletes a listing: their own list, and every
 * storefront view the listing may appear in.
 */
export function invalidateListings(queryClient: QueryClient, changed: ChangedListing): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listingKeys.all }),
    invalidateListingViews(queryClient, changed),
  ]);
}
