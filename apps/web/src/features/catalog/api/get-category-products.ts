import { CategoryProductsSchema, type CategoryProducts } from '@reboard/contracts';
import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, withQuery } from '../../../lib/api-client.ts';
import { categoryKeys } from '../../../lib/query-keys.ts';

export const CATEGORY_PAGE_SIZE = 24;

export function getCategoryProducts(
  id: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CategoryProducts> {
  return apiFetch(
    withQuery(`/api/categories/${encodeURIComponent(id)}/products`, {
      cursor,
      limit: CATEGORY_PAGE_SIZE,
    }),
    { schema: CategoryProductsSchema, signal },
  );
}

export function categoryProductsQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: categoryKeys.products(id),
    queryFn: ({ pageParam, signal }) => getCategoryProducts(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Used under the category route, whose loader has already fetched the first page. */
export function useCategoryProducts(id: string) {
  return useSuspenseInfiniteQuery(categoryProductsQueryOptions(id));
}
