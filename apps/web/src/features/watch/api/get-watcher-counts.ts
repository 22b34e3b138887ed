import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { watchKeys } from './watch-keys.ts';

/** How many watch each of the seller's listings. */
export const useWatcherCounts = () =>
  useQuery({ queryKey: watchKeys.watcherCounts(), queryFn: ({ signal }) => apiFetch('/api/seller/watchers', { schema: (s) => s.WatcherCountsSchema, signal }) });
