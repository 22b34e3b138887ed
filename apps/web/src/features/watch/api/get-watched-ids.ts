import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session/get-session.ts';
import { watchKeys } from './watch-keys.ts';

/** The listings the signed-in person watches (nobody's for a guest, without asking). */
export function useWatchedIds(): ReadonlySet<string> {
  const { user } = useSession();
  const ids = useQuery({
    queryKey: watchKeys.watchedIds(),
    queryFn: ({ signal }) => apiFetch('/api/watchlist/ids', { schema: (s) => s.WatchedIdsSchema, signal }),
    enabled: Boolean(user),
    select: (data) => new Set(data.ids),
  });
  return (user && ids.data) || EMPTY;
}
const EMPTY: ReadonlySet<string> = new Set();

