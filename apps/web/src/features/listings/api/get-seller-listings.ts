import { SellerListingsSchema, type SellerListing } from '@reboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export async function getSellerListings(signal?: AbortSignal): Promise<SellerListing[]> {
  return (await apiFetch('/api/seller/products', { schema: SellerListingsSchema, signal })).items;
}

/** Every key of the seller's own listings starts with this, so one invalidation covers list and items. */
export const sellerListingsKey = ['seller', 'products'] as const;

export const sellerListingsQueryOptions = queryOptions({
  queryKey: sellerListingsKey,
  queryFn: ({ signal }) => getSellerListings(signal),
});

export function useSellerListings() {
  return useQuery(sellerListingsQueryOptions);
}
