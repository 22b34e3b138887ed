import { ProductPageSchema, type ProductListQuerySchema, type ProductPage } from '@reboard/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, withQuery } from '../../../lib/api-client.ts';

export const PRODUCTS_PAGE_SIZE = 24;

/** Everything that narrows the list; the cursor is handled by the infinite query. */
export type ProductFilters = Partial<Omit<z.output<typeof ProductListQuerySchema>, 'cursor' | 'limit'>>;

export function getProducts(
  filters: ProductFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProductPage> {
  return apiFetch(
    withQuery('/api/products', { ...filters, cursor, limit: PRODUCTS_PAGE_SIZE }),
    { schema: ProductPageSchema, signal },
  );
}

export function productsQueryOptions(filters: ProductFilters) {
  return infiniteQueryOptions({
    queryKey: ['products', 'list', filters],
    queryFn: ({ pageParam, signal }) => getProducts(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useProducts(filters: ProductFilters) {
  // Keep showing the old results while a new search loads, instead of flashing a spinner.
  return useInfiniteQuery({ ...productsQueryOptions(filters), placeholderData: keepPreviousData });
}
