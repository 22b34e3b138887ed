import type { SellerListing } from '@reboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { listingKeys } from './listing-keys.ts';

export function getSellerListing(id: string, signal?: AbortSignal): Promise<SellerListing> {
  return apiFetch(`/api/seller/products/${encodeURIComponent(id)}`, { schema: (s) => s.SellerListingSchema, signal });
}

export function sellerListingQueryOptions(id: string) {
  return queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }) => getSellerListing(id, signal),
    // Never ask for a listing without an id (the spec fired such requests on mount).
    enabled: id !== '',
  });
}

/**
 * One of the seller's listings for the edit form. `initial` is the row passed from My Products
 * in navigation state, so the form fills at once; a reload or a typed URL asks the API.
 */
export function useSellerListing(id: string, initial?: SellerListing) {
  return useQuery({ ...sellerListingQueryOptions(id), initialData: initial?.id === id ? initial : undefined });
}
