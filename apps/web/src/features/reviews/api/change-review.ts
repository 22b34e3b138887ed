import type { Review, ReviewAnswerRequest, ReviewRequest } from '@reboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { productKeys, sellerKeys } from '@/lib/query-keys.ts';
import { orderReviewPath } from './get-order-review.ts';
import { reviewKeys } from './review-keys.ts';

const reviewPath = (id: string) => `/api/reviews/${encodeURIComponent(id)}`;

export function postReview({ orderId, review }: { orderId: string; review: ReviewRequest }): Promise<Review> {
  return apiFetch(orderReviewPath(orderId), { method: 'POST', body: review, schema: (s) => s.ReviewSchema });
}

export function editReview({ id, review }: { id: string; review: ReviewRequest }): Promise<Review> {
  return apiFetch(reviewPath(id), { method: 'PATCH', body: review, schema: (s) => s.ReviewSchema });
}

export function answerReview({ id, answer }: { id: string } & ReviewAnswerRequest): Promise<Review> {
  return apiFetch(`${reviewPath(id)}/answer`, { method: 'POST', body: { answer }, schema: (s) => s.ReviewSchema });
}

/**
 * A change to a review: the order's copy takes the answer at once; the seller's page and the
 * listing pages (which show the average) are refetched, also after a refusal (the other side or
 * another tab acted first).
 */
function useReviewChange<Input>(send: (input: Input) => Promise<Review>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (review) => queryClient.setQueryData(reviewKeys.order(review.orderId), { review }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: sellerKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]),
  });
}

export const usePostReview = () => useReviewChange(postReview);
export const useEditReview = () => useReviewChange(editReview);
export const useAnswerReview = () => useReviewChange(answerReview);
