import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { categoryProductsQueryOptions } from '../api/get-category-products.ts';

/**
 * Fetches the first page into the query cache before the page renders. An unknown id
 * answers 404; the thrown error reaches the route's errorElement.
 */
export function categoryLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureInfiniteQueryData(categoryProductsQueryOptions(params.id ?? ''));
    return null;
  };
}
