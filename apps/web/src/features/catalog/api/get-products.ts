import type { ProductPage } from '@reboard/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, withQuery } from '@/lib/api-client.ts';
import { withSort } from '../utils/listing-search.ts';
import { productKeys, type ProductFilters } from '@/lib/query-keys.ts';

export const PRODUCTS_PAGE_SIZE = 24;

export function getProducts(
  filters: ProductFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProductPage> {
  return apiFetch(
    withQuery('/api/products', { ...withSort(filters), cursor, limit: PRODUCTS_PAGE_SIZE }),
    { schema: (s) => s.ProductPageSchema, signal },
  );
}

export function productsQueryOptions(filters: ProductFilters) {
  return infiniteQueryOptions({
    queryKey: productKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getProducts(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useProducts(filters: ProductFilters) {
  // Keep showing the old results while a new search loads, instead of flashing a spinner.
  return useInfiniteQuery({ ...productsQueryOptions(filters), placeholderData: keepPreviousData });
}
