import type { OrderDetail, OrderViewer } from '@reboard/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

/** An order's address in the API: the buyer's under /api/orders, the seller's under /api/seller/orders. */
export const orderApiPath = (viewer: OrderViewer, id: string) =>
  `${viewer === 'buyer' ? '/api/orders' : '/api/seller/orders'}/${encodeURIComponent(id)}`;

export function getOrder(id: string, viewer: OrderViewer, signal?: AbortSignal): Promise<OrderDetail> {
  return apiFetch(orderApiPath(viewer, id), { schema: (s) => s.OrderDetailSchema, signal });
}

/** One order as its buyer (the default) or its seller sees it. */
export function orderQueryOptions(id: string, viewer: OrderViewer = 'buyer') {
  return queryOptions({
    queryKey: viewer === 'buyer' ? orderKeys.detail(id) : orderKeys.sale(id),
    queryFn: ({ signal }) => getOrder(id, viewer, signal),
  });
}

/** Used under the payment route, whose loader has already fetched the order. */
export function useOrder(id: string) {
  return useSuspenseQuery(orderQueryOptions(id));
}
