import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryError } from '@/components/query-error.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { paths } from '@/lib/paths.ts';
import { useSellerListings } from '../api/get-seller-listings.ts';
import { PlusIcon } from '../components/listing-icons.tsx';
import { MyProductsTable } from '../components/my-products-table.tsx';

/** `Watchers`: how many watch a listing (the watch feature's, handed in by app/). */
export function MyProductsPage({ Watchers }: { Watchers?: ComponentType<{ listingId: string }> }) {
  const { t } = useTranslation();
  const listings = useSellerListings();

  return (
    <div>
      <PageHeader
        title={t('listings.mine.title')}
        description={t('listings.mine.description')}
        actions={
          listings.data?.length ? (
            <Link to={paths.dashboard.addProduct} className="btn btn-primary btn-sm">
              <PlusIcon className="size-4" />
              {t('listings.mine.add')}
            </Link>
          ) : null
        }
      />
      {listings.isPending ? (
        <Spinner label={t('listings.mine.loading')} />
      ) : listings.isError ? (
        <QueryError error={listings.error} onRetry={() => void listings.refetch()} />
      ) : listings.data.length === 0 ? (
        <EmptyState title={t('listings.mine.empty')}>
          <Link to={paths.dashboard.addProduct} className="btn btn-primary btn-sm mt-2">
            <PlusIcon className="size-4" />
            {t('listings.mine.add')}
          </Link>
        </EmptyState>
      ) : (
        <MyProductsTable listings={listings.data} Watchers={Watchers} />
      )}
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { MyProductsPage as Component };
