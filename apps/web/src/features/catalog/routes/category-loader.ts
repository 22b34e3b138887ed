import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { categoryProductsQueryOptions } from '../api/get-category-products.ts';
import { CATEGORY_PAGE_DIMENSIONS, readListingSearch } from '../utils/listing-search.ts';

/**
 * Fetches the first page into the query cache before the page renders. An unknown id
 * answers 404, which reaches the route's errorElement; refused filters (400) do not: the page
 * shows its own notice with a way back.
 */
export function categoryLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const search = readListingSearch(new URL(request.url).searchParams, CATEGORY_PAGE_DIMENSIONS);
    try {
      await queryClient.ensureInfiniteQueryData(categoryProductsQueryOptions(params.id ?? '', search));
    } catch (error) {
      if (!(isApiRequestError(error) && error.status === 400)) throw error;
    }
    return null;
  };
}

/** Filters change in place (the page keeps its old results until the new ones come); only another category loads again. */
export function categoryShouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs): boolean {
  return currentParams.id !== nextParams.id;
}
