import { OrderDetailSchema, type OrderDetail, type OrderViewer } from '@reboard/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

/** The buyer reads an order at /api/orders/:id, the seller at /api/seller/orders/:id. */
const ORDER_PATHS: Record<OrderViewer, string> = { buyer: '/api/orders/', seller: '/api/seller/orders/' };

export function getOrder(id: string, viewer: OrderViewer, signal?: AbortSignal): Promise<OrderDetail> {
  return apiFetch(`${ORDER_PATHS[viewer]}${encodeURIComponent(id)}`, { schema: OrderDetailSchema, signal });
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
