import { WatchedIdsSchema, WatcherCountsSchema, WatchlistPageSchema, WatchStateSchema, type WatchlistPage } from '@reboard/contracts';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, withQuery } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session/get-session.ts';
import { watchKeys } from './watch-keys.ts';

export const WATCHLIST_PAGE_SIZE = 20;

export function getWatchlist(cursor: string | null, signal?: AbortSignal): Promise<WatchlistPage> {
  return apiFetch(withQuery('/api/watchlist', { cursor, limit: WATCHLIST_PAGE_SIZE }), { schema: WatchlistPageSchema, signal });
}

export const useWatchlist = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: watchKeys.watchlist(),
      queryFn: ({ pageParam, signal }) => getWatchlist(pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );

/** The listings the signed-in person watches (nobody's for a guest, without asking). */
export function useWatchedIds(): ReadonlySet<string> {
  const { user } = useSession();
  const ids = useQuery({
    queryKey: watchKeys.watchedIds(),
    queryFn: ({ signal }) => apiFetch('/api/watchlist/ids', { schema: WatchedIdsSchema, signal }),
    enabled: Boolean(user),
    select: (data) => new Set(data.ids),
  });
  return (user && ids.data) || EMPTY;
}
const EMPTY: ReadonlySet<string> = new Set();

/** Watch or stop watching; the hearts change at once and the lists are refetched afterwards. */
export function useToggleWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, watch }: { productId: string; watch: boolean }) =>
      apiFetch(`/api/watchlist/${encodeURIComponent(productId)}`, { method: watch ? 'PUT' : 'DELETE', body: {}, schema: WatchStateSchema }),
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

/** How many watch each of the seller's listings. */
export const useWatcherCounts = () =>
  useQuery({ queryKey: watchKeys.watcherCounts(), queryFn: ({ signal }) => apiFetch('/api/seller/watchers', { schema: WatcherCountsSchema, signal }) });
