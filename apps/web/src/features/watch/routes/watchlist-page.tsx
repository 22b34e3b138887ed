import type { WatchedListing } from '@reboard/contracts';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ProductPicture } from '../../../components/product-picture.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useMoney } from '../../../lib/config/use-money.ts';
import { toastMutationError } from '../../../lib/mutation-toast.ts';
import { paths } from '../../../lib/paths.ts';
import { useToggleWatch, useWatchlist } from '../api/watchlist.ts';
import { ListFooter } from '../../../components/list-footer.tsx';

const STATUS_WORDS: Record<WatchedListing['status'], string> = { active: 'For sale', sold: 'Sold', removed: 'No longer listed' };

/** /dashboard/watchlist: the listings a person watches, newest first, each with Remove. */
export function WatchlistPage() {
  const watchlist = useWatchlist();
  const toggle = useToggleWatch();
  const money = useMoney();
  const pages = watchlist.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);

  return (
    <div>
      <PageHeader title="Watchlist" description="We tell you when a listing you watch drops in price or sells." />
      {watchlist.isPending ? (
        <Spinner label="Loading your watchlist" />
      ) : watchlist.isError ? (
        <QueryError error={watchlist.error} onRetry={() => void watchlist.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title="You are not watching anything yet">
          Tap the heart on a <Link to={paths.products} className="link">listing</Link> to watch it.
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
                    {item.available ? money(item.resalePrice) : null} · {STATUS_WORDS[item.status]}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={`Remove ${item.name} from your watchlist`}
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate({ productId: item.productId, watch: false }, { onError: (error) => toastMutationError(error) })}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <ListFooter
            shown={items.length}
            total={pages[0]?.total ?? items.length}
            noun="listings"
            hasNextPage={watchlist.hasNextPage}
            isFetchingNextPage={watchlist.isFetchingNextPage}
            onLoadMore={() => void watchlist.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
