import { useWatcherCounts } from '../api/watchlist.ts';

/** "2 watching" under a seller's listing; nothing while nobody watches it. */
export function WatcherCount({ listingId }: { listingId: string }) {
  const n = useWatcherCounts().data?.counts[listingId] ?? 0;
  if (n === 0) return null;
  return <div className="text-xs text-base-content/70">{n === 1 ? '1 person watching' : `${n} people watching`}</div>;
}
