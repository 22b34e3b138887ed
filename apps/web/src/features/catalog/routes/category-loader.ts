import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { categoriesQueryOptions } from '@/lib/catalog/get-categories.ts';
import { categoryProductsQueryOptions } from '../api/get-category-products.ts';
import { productFacetsQueryOptions } from '../api/get-product-facets.ts';
import { CATEGORY_PAGE_DIMENSIONS, facetQuery, readListingSearch } from '../utils/listing-search.ts';
import { allowRefusedFilters } from './products-loader.ts';

/**
 * Fetches the first page, its filter counts and the category names into the query cache before
 * the page renders. An unknown id answers 404, which reaches the route's errorElement; refused
 * filters (400) do not: the page shows its own notice with a way back.
 */
export function categoryLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const id = params.id ?? '';
    const search = readListingSearch(new URL(request.url).searchParams, CATEGORY_PAGE_DIMENSIONS);
    await Promise.all([
      allowRefusedFilters(queryClient.ensureInfiniteQueryData(categoryProductsQueryOptions(id, search))),
      allowRefusedFilters(queryClient.ensureQueryData(productFacetsQueryOptions({ ...facetQuery(search), category: id }))),
      queryClient.ensureQueryData(categoriesQueryOptions),
    ]);
    return null;
  };
}

/** Filters change in place (the page keeps its old results until the new ones come); only another category loads again. */
export function categoryShouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs): boolean {
  return currentParams.id !== nextParams.id;
}
