import type { CategoryList } from '@reboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';
import { categoryKeys } from '../query-keys.ts';

export function getCategories(signal?: AbortSignal): Promise<CategoryList> {
  return apiFetch('/api/categories', { schema: (s) => s.CategoryListSchema, signal });
}

export const categoriesQueryOptions = queryOptions({
  queryKey: categoryKeys.list(),
  queryFn: ({ signal }) => getCategories(signal),
  // Categories are fixed per install; an hour is plenty fresh.
  staleTime: 60 * 60 * 1000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
