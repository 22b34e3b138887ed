import type { Order } from '@reboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

export async function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return (await apiFetch('/api/orders', { schema: (s) => s.OrderListSchema, signal })).items;
}

export const ordersQueryOptions = queryOptions({
  queryKey: orderKeys.mine(),
  queryFn: ({ signal }) => getOrders(signal),
});

/** My Cart: the buyer's bookings, newest first as the server sends them. */
export function useOrders() {
  return useQuery(ordersQueryOptions);
}
