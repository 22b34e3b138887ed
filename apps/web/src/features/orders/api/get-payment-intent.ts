import type { PaymentIntent } from '@reboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { orderApiPath } from './get-order.ts';
import { orderKeys } from './order-keys.ts';

/**
 * POST /api/orders/:id/payment-intent. A POST, but safe to repeat: the server reuses one intent
 * per order (an idempotency key with Stripe, a deterministic secret with the test provider),
 * so it is read like a query and fetched once per visit to the payment page.
 */
export function getPaymentIntent(orderId: string, signal?: AbortSignal): Promise<PaymentIntent> {
  return apiFetch(`${orderApiPath('buyer', orderId)}/payment-intent`, {
    method: 'POST',
    schema: (s) => s.PaymentIntentSchema,
    signal,
  });
}

export function paymentIntentQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.paymentIntent(orderId),
    queryFn: ({ signal }) => getPaymentIntent(orderId, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function usePaymentIntent(orderId: string, enabled: boolean) {
  return useQuery({ ...paymentIntentQueryOptions(orderId), enabled });
}
