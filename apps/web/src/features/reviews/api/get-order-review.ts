import type { OrderReview } from '@reboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { reviewKeys } from './review-keys.ts';

/** The API path of an order's review, read here and posted to by change-review.ts. */
export const orderReviewPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/review`;

/** GET /api/orders/:id/review: the order's review for its buyer or seller, or null. */
export function getOrderReview(orderId: string, signal?: AbortSignal): Promise<OrderReview> {
  return apiFetch(orderReviewPath(orderId), { schema: (s) => s.OrderReviewSchema, signal });
}

export const orderReviewQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: reviewKeys.order(orderId), queryFn: ({ signal }) => getOrderReview(orderId, signal) });

/** Asked only while `enabled`: an order that has not arrived has no review to show. */
export const useOrderReview = (orderId: string, enabled = true) => useQuery({ ...orderReviewQueryOptions(orderId), enabled });
