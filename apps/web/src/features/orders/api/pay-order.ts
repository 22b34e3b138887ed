import type { PaymentResult, PayRequest } from '@reboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiRequestError } from '@/lib/api-client.ts';
import { invalidateStorefront } from '@/lib/catalog/storefront-cache.ts';
import { orderApiPath } from './get-order.ts';
import { orderKeys } from './order-keys.ts';

export function payOrder(orderId: string, body: PayRequest): Promise<PaymentResult> {
  return apiFetch(`${orderApiPath('buyer', orderId)}/payments`, {
    method: 'POST',
    body,
    schema: (s) => s.PaymentResultSchema,
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
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        // The sold listing leaves every storefront view and the counts drop.
        invalidateStorefront(queryClient),
      ]);
    },
    onError: (error) => {
      // 409: the order was paid elsewhere or the listing went to someone else; My Cart should say so.
      if (isApiRequestError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: orderKeys.mine() });
      }
    },
  });
}
