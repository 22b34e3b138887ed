import type { CategoryProducts } from '@reboard/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, withQuery } from '@/lib/api-client.ts';
import { withSort } from '../utils/listing-search.ts';
import { categoryKeys, type ProductFilters } from '@/lib/query-keys.ts';

export const CATEGORY_PAGE_SIZE = 24;

export function getCategoryProducts(
  id: string,
  filters: ProductFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CategoryProducts> {
  return apiFetch(
    withQuery(`/api/categories/${encodeURIComponent(id)}/products`, {
      ...withSort(filters),
      cursor,
      limit: CATEGORY_PAGE_SIZE,
    }),
    { schema: (s) => s.CategoryProductsSchema, signal },
  );
}

export function categoryProductsQueryOptions(id: string, filters: ProductFilters) {
  return infiniteQueryOptions({
    queryKey: categoryKeys.productsPage(id, filters),
    queryFn: ({ pageParam, signal }) => getCategoryProducts(id, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * The route's loader has fetched the first view; after a filter changes, the old results stay
 * on screen (dimmed) until the new ones arrive.
 */
export function useCategoryProducts(id: string, filters: ProductFilters) {
  return useInfiniteQuery({
    ...categoryProductsQueryOptions(id, filters),
    placeholderData: (previous, query) => (query?.queryKey[2] === id ? previous : undefined),
  });
}
