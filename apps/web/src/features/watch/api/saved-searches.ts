import {
  MessageSchema,
  SavedSearchPageSchema,
  SavedSearchSchema,
  type SavedSearch,
  type SavedSearchPage,
  type SaveSearchRequest,
  type UpdateSavedSearch,
} from '@reboard/contracts';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, withQuery } from '../../../lib/api-client.ts';
import { watchKeys } from './watch-keys.ts';

export const SEARCHES_PAGE_SIZE = 25;

export function getSavedSearches(cursor: string | null, signal?: AbortSignal): Promise<SavedSearchPage> {
  return apiFetch(withQuery('/api/saved-searches', { cursor, limit: SEARCHES_PAGE_SIZE }), { schema: SavedSearchPageSchema, signal });
}

export const savedSearchesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: watchKeys.searches(),
    queryFn: ({ pageParam, signal }) => getSavedSearches(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useSavedSearches = () => useInfiniteQuery(savedSearchesQueryOptions());

/** Every change to a saved search refetches the list. */
function useSearchMutation<V, R>(mutationFn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: watchKeys.searches() }) });
}

export const useSaveSearch = () =>
  useSearchMutation((body: SaveSearchRequest): Promise<SavedSearch> => apiFetch('/api/saved-searches', { method: 'POST', body, schema: SavedSearchSchema }));

export const useUpdateSavedSearch = () =>
  useSearchMutation(({ id, ...body }: UpdateSavedSearch & { id: string }) =>
    apiFetch(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: SavedSearchSchema }),
  );

export const useDeleteSavedSearch = () =>
  useSearchMutation((id: string) => apiFetch(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE', body: {}, schema: MessageSchema }));
