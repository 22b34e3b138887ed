import type { SellerBuyer } from '@reboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

export async function getSellerBuyers(signal?: AbortSignal): Promise<SellerBuyer[]> {
  return (await apiFetch('/api/seller/buyers', { schema: (s) => s.SellerBuyerListSchema, signal })).items;
}

export const sellerBuyersQueryOptions = queryOptions({
  queryKey: orderKeys.sellerBuyers(),
  queryFn: ({ signal }) => getSellerBuyers(signal),
});

/** My Buyers: who booked or bought the signed-in seller's listings. */
export function useSellerBuyers() {
  return useQuery(sellerBuyersQueryOptions);
}
