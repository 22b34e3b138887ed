import type { SellerReviewPage } from '@reboard/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, withQuery } from '@/lib/api-client.ts';
import { sellerKeys } from '@/lib/query-keys.ts';

export const REVIEWS_PAGE_SIZE = 10;

export function getSellerReviews(id: string, cursor: string | null, signal?: AbortSignal): Promise<SellerReviewPage> {
  return apiFetch(withQuery(`/api/sellers/${encodeURIComponent(id)}/reviews`, { cursor, limit: REVIEWS_PAGE_SIZE }), {
    schema: (s) => s.SellerReviewPageSchema,
    signal,
  });
}

export function sellerReviewsQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: sellerKeys.reviews(id),
    queryFn: ({ pageParam, signal }) => getSellerReviews(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const useSellerReviews = (id: string) => useInfiniteQuery(sellerReviewsQueryOptions(id));
