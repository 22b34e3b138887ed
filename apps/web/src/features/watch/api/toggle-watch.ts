import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { watchKeys } from './watch-keys.ts';

/** Watch or stop watching; the hearts change at once and the lists are refetched afterwards. */
export function useToggleWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, watch }: { productId: string; watch: boolean }) =>
      apiFetch(`/api/watchlist/${encodeURIComponent(productId)}`, { method: watch ? 'PUT' : 'DELETE', body: {}, schema: (s) => s.WatchStateSchema }),
    onMutate: async ({ productId, watch }) => {
      await queryClient.cancelQueries({ queryKey: watchKeys.watchedIds() });
      queryClient.setQueryData<{ ids: string[] }>(watchKeys.watchedIds(), (old) =>
        old ? { ids: watch ? [...old.ids, productId] : old.ids.filter((id) => id !== productId) } : old,
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: watchKeys.watchedIds() }),
        queryClient.invalidateQueries({ queryKey: watchKeys.watchlist() }),
      ]),
  });
}
