import type { SavedSearchPage } from '@reboard/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, withQuery } from '@/lib/api-client.ts';
import { watchKeys } from './watch-keys.ts';

export const SEARCHES_PAGE_SIZE = 25;

export function getSavedSearches(cursor: string | null, signal?: AbortSignal): Promise<SavedSearchPage> {
  return apiFetch(withQuery('/api/saved-searches', { cursor, limit: SEARCHES_PAGE_SIZE }), { schema: (s) => s.SavedSearchPageSchema, signal });
}

export const savedSearchesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: watchKeys.searches(),
    queryFn: ({ pageParam, signal }) => getSavedSearches(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useSavedSearches = () => useInfiniteQuery(savedSearchesQueryOptions());
