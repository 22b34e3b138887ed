import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { useWatcherCounts } from '../api/get-watcher-counts.ts';

/** "2 watching" under a seller's listing; nothing while nobody watches it. */
export function WatcherCount({ listingId }: { listingId: string }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const n = useWatcherCounts().data?.counts[listingId] ?? 0;
  if (n === 0) return null;
  return <div className="text-xs text-base-content/70">{t('watch.count.watching', { count: n, n: number(n) })}</div>;
}
