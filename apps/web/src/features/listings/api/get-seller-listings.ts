import type { SellerListing } from '@reboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { listingKeys } from './listing-keys.ts';

export async function getSellerListings(signal?: AbortSignal): Promise<SellerListing[]> {
  return (await apiFetch('/api/seller/products', { schema: (s) => s.SellerListingsSchema, signal })).items;
}

export const sellerListingsQueryOptions = queryOptions({
  queryKey: listingKeys.mine(),
  queryFn: ({ signal }) => getSellerListings(signal),
});

export function useSellerListings() {
  return useQuery(sellerListingsQueryOptions);
}
