import type { CreateOrder, Order } from '@reboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { invalidateStorefront } from '@/lib/catalog/storefront-cache.ts';
import { orderKeys } from './order-keys.ts';

/** POST /api/orders: the server takes the price from the listing, never from the body. */
export function createOrder(body: CreateOrder): Promise<Order> {
  return apiFetch('/api/orders', { method: 'POST', body, schema: (s) => s.OrderSchema });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // A booking holds units: the storefront's "7 available" and "Reserved" change with it.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: orderKeys.all }), invalidateStorefront(queryClient)]),
  });
}
