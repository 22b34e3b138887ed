import type { WatchlistPage } from '@reboard/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, withQuery } from '@/lib/api-client.ts';
import { watchKeys } from './watch-keys.ts';

export const WATCHLIST_PAGE_SIZE = 20;

export function getWatchlist(cursor: string | null, signal?: AbortSignal): Promise<WatchlistPage> {
  return apiFetch(withQuery('/api/watchlist', { cursor, limit: WATCHLIST_PAGE_SIZE }), { schema: (s) => s.WatchlistPageSchema, signal });
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
