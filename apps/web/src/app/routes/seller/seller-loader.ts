import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { productsQueryOptions, sellerListingsFilters } from '@/features/catalog/index.ts';
import { sellerQueryOptions, sellerReviewsQueryOptions } from '@/features/reviews/index.ts';

/**
 * Fetches the seller, their first reviews and listings before the page renders (on the server
 * too, so it arrives whole). An unknown or removed seller answers 404 to the errorElement; the
 * two lists are niceties: the page loads them itself if they fail here.
 */
export function sellerLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = params.id ?? '';
    await Promise.all([
      queryClient.ensureQueryData(sellerQueryOptions(id)),
      queryClient.ensureInfiniteQueryData(sellerReviewsQueryOptions(id)).catch(() => null),
      queryClient.ensureInfiniteQueryData(productsQueryOptions(sellerListingsFilters(id))).catch(() => null),
    ]);
    return null;
  };
}
