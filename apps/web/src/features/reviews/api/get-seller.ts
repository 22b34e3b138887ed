import type { SellerProfile } from '@reboard/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { sellerKeys } from '@/lib/query-keys.ts';

export function getSeller(id: string, signal?: AbortSignal): Promise<SellerProfile> {
  return apiFetch(`/api/sellers/${encodeURIComponent(id)}`, { schema: (s) => s.SellerProfileSchema, signal });
}

export function sellerQueryOptions(id: string) {
  return queryOptions({ queryKey: sellerKeys.profile(id), queryFn: ({ signal }) => getSeller(id, signal) });
}

/** Used under the seller route, whose loader has already fetched the profile. */
export function useSeller(id: string) {
  return useSuspenseQuery(sellerQueryOptions(id));
}
