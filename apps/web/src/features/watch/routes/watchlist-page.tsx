import type { WatchedListing } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { Trans } from '@/components/trans.tsx';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { ProductPicture } from '@/components/product-picture.tsx';
import { QueryError } from '@/components/query-error.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { paths } from '@/lib/paths.ts';
import { useWatchlist } from '../api/get-watchlist.ts';
import { useToggleWatch } from '../api/toggle-watch.ts';
import { ListFooter } from '@/components/list-footer.tsx';

const STATUS_KEYS = {
  active: 'watch.watchlist.status.active',
  sold: 'watch.watchlist.status.sold',
  removed: 'watch.watchlist.status.removed',
} as const satisfies Record<WatchedListing['status'], string>;

/** /dashboard/watchlist: the listings a person watches, newest first, each with Remove. */
export function WatchlistPage() {
  const { t } = useTranslation();
  const watchlist = useWatchlist();
  const toggle = useToggleWatch();
  const { money } = useFormat();
  const pages = watchlist.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);

  return (
    <div>
      <PageHeader title={t('watch.watchlist.title')} description={t('watch.watchlist.description')} />
      {watchlist.isPending ? (
        <Spinner label={t('watch.watchlist.loading')} />
      ) : watchlist.isError ? (
        <QueryError error={watchlist.error} onRetry={() => void watchlist.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t('watch.watchlist.emptyTitle')}>
          <Trans i18nKey="watch.watchlist.emptyText" components={{ listing: <Link to={paths.products} className="link" /> }} />
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {items.map((item) => (
              <li key={item.productId} className="flex items-center gap-4 rounded-box border border-base-300 bg-base-100 p-3">
                <ProductPicture src={item.picture} alt={item.name} className="size-14 shrink-0 rounded-lg" />
                <div className="min-w-0 grow">
                  {item.available ? (
                    <Link to={paths.product(item.productId)} className="link-hover font-semibold">
                      {item.name}
                    </Link>
                  ) : (
                    <span className="font-semibold">{item.name}</span>
                  )}
                  <p className="text-sm text-base-content/70">
                    {item.available ? money(item.resalePrice) : null} · {t(STATUS_KEYS[item.status])}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={t('watch.watchlist.removeLabel', { name: item.name })}
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate({ productId: item.productId, watch: false }, { onError: (error) => toastMutationError(error, t) })}
                >
                  {t('watch.watchlist.remove')}
                </button>
              </li>
            ))}
          </ul>
          <ListFooter
            shown={items.length}
            total={pages[0]?.total ?? items.length}
            noun={t('watch.watchlist.noun')}
            hasNextPage={watchlist.hasNextPage}
            isFetchingNextPage={watchlist.isFetchingNextPage}
            onLoadMore={() => void watchlist.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { WatchlistPage as Component };
