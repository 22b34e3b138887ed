import type { SaveWantedListRequest, WantedList, WantedListSummary } from '@reboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { bomKeys } from './bom-keys.ts';

/** Every change to a wanted list refetches the lists (their counts of open lines change too). */
function useListMutation<V, R>(mutationFn: (v: V) => Promise<R>, onSuccess?: (r: R) => void) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess, onSettled: () => queryClient.invalidateQueries({ queryKey: bomKeys.lists() }) });
}

export const useSaveWantedList = () =>
  useListMutation((body: SaveWantedListRequest): Promise<WantedListSummary> => apiFetch('/api/bom/lists', { method: 'POST', body, schema: (s) => s.WantedListSummarySchema }));

export const useDeleteWantedList = () =>
  useListMutation((id: string) => apiFetch(`/api/bom/lists/${encodeURIComponent(id)}`, { method: 'DELETE', body: {}, schema: (s) => s.MessageSchema }));

/** Closes a line (the person has the part) or opens it again; the answer is the list as it is now. */
export function useCloseWantedLine() {
  const queryClient = useQueryClient();
  return useListMutation(
    ({ listId, lineId, closed }: { listId: string; lineId: string; closed: boolean }): Promise<WantedList> =>
      apiFetch(`/api/bom/lists/${encodeURIComponent(listId)}/lines/${encodeURIComponent(lineId)}`, { method: 'PATCH', body: { closed }, schema: (s) => s.WantedListSchema }),
    (list) => queryClient.setQueryData(bomKeys.list(list.id), list),
  );
}
