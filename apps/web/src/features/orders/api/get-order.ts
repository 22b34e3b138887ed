import { OrderSchema, type Order } from '@reboard/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiFetch(`/api/orders/${encodeURIComponent(id)}`, { schema: OrderSchema, signal });
}

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });
}

/** Used under the payment route, whose loader has already fetched the order. */
export function useOrder(id: string) {
  return useSuspenseQuery(orderQueryOptions(id));
}
