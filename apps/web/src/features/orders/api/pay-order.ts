import { PaymentResultSchema, type PaymentResult, type PayRequest } from '@reboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiRequestError } from '../../../lib/api-client.ts';
import { categoriesQueryOptions } from '../../../lib/catalog/get-categories.ts';
import { featuredProductsQueryOptions } from '../../catalog/api/get-featured-products.ts';
import { ORDERS_KEY, ordersQueryOptions } from './get-orders.ts';

export function payOrder(orderId: string, body: PayRequest): Promise<PaymentResult> {
  return apiFetch(`/api/orders/${encodeURIComponent(orderId)}/payments`, {
    method: 'POST',
    body,
    schema: PaymentResultSchema,
  });
}

/**
 * Pays for (or, with Stripe, records the confirmed payment of) one order. A sale changes the
 * buyer's orders and takes the listing off the storefront, so both are refreshed.
 */
export function usePayOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayRequest) => payOrder(orderId, body),
    // Not awaited: the page shows the result at once instead of first re-rendering the refetched
    // (now paid) order.
    onSuccess: () => {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
        // The storefront's roots ('products': lists, details, featured; 'categories': category
        // pages): the sold listing leaves them and their counts drop.
        queryClient.invalidateQueries({ queryKey: [featuredProductsQueryOptions.queryKey[0]] }),
        queryClient.invalidateQueries({ queryKey: [categoriesQueryOptions.queryKey[0]] }),
      ]);
    },
    onError: (error) => {
      // 409: the order was paid elsewhere or the listing went to someone else; My Cart should say so.
      if (isApiRequestError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ordersQueryOptions.queryKey });
      }
    },
  });
}
