import type { SavedSearch, SaveSearchRequest, UpdateSavedSearch } from '@reboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { watchKeys } from './watch-keys.ts';

/** Every change to a saved search refetches the list. */
function useSearchMutation<V, R>(mutationFn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: watchKeys.searches() }) });
}

export const useSaveSearch = () =>
  useSearchMutation((body: SaveSearchRequest): Promise<SavedSearch> => apiFetch('/api/saved-searches', { method: 'POST', body, schema: (s) => s.SavedSearchSchema }));

export const useUpdateSavedSearch = () =>
  useSearchMutation(({ id, ...body }: UpdateSavedSearch & { id: string }) =>
    apiFetch(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: (s) => s.SavedSearchSchema }),
  );

export const useDeleteSavedSearch = () =>
  useSearchMutation((id: string) => apiFetch(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE', body: {}, schema: (s) => s.MessageSchema }));
