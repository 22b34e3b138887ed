import { FACET_NAMES } from '@reboard/contracts/plain';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { isApiRequestError } from '@/lib/api-client.ts';
import { categoriesQueryOptions } from '@/lib/catalog/get-categories.ts';
import { productFacetsQueryOptions } from '../api/get-product-facets.ts';
import { productsQueryOptions } from '../api/get-products.ts';
import { facetQuery, readListingSearch } from '../utils/listing-search.ts';

/** Runs a prefetch, letting a 400 (refused filters) through: the page shows its own notice for it. */
export async function allowRefusedFilters(prefetch: Promise<unknown>): Promise<void> {
  try {
    await prefetch;
  } catch (error) {
    if (!(isApiRequestError(error) && error.status === 400)) throw error;
  }
}

/**
 * /products: the first page of results, the filter counts and the categories for the URL's search, fetched
 * together into the cache, so the page (and its server-rendered HTML) starts complete.
 */
export function productsLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const search = readListingSearch(new URL(request.url).searchParams, FACET_NAMES);
    await Promise.all([
      allowRefusedFilters(queryClient.ensureInfiniteQueryData(productsQueryOptions(search))),
      allowRefusedFilters(queryClient.ensureQueryData(productFacetsQueryOptions(facetQuery(search)))),
      // The category filter names its options.
      queryClient.ensureQueryData(categoriesQueryOptions),
    ]);
    return null;
  };
}

/** Filters change in place: the page keeps its results until the new ones come. */
export const productsShouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) => currentUrl.pathname !== nextUrl.pathname;
