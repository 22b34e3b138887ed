import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryError } from '@/components/query-error.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { paths } from '@/lib/paths.ts';
import { useSellerBuyers } from '../api/get-seller-buyers.ts';
import { BuyersTable } from '../components/buyers-table.tsx';

/** /dashboard/mybuyers (sellers): the spec's placeholder, made a working page. */
export function MyBuyersPage() {
  const { t } = useTranslation();
  const buyers = useSellerBuyers();

  return (
    <div>
      <PageHeader title={t('orders.buyers.title')} description={t('orders.buyers.description')} />
      {buyers.isPending ? (
        <Spinner label={t('orders.buyers.loading')} />
      ) : buyers.isError ? (
        <QueryError error={buyers.error} onRetry={() => void buyers.refetch()} />
      ) : buyers.data.length === 0 ? (
        <EmptyState title={t('orders.buyers.emptyTitle')}>
          <p>{t('orders.buyers.emptyText')}</p>
          <Link to={paths.dashboard.myProducts} className="btn btn-primary btn-sm mt-4">
            {t('orders.buyers.seeProducts')}
          </Link>
        </EmptyState>
      ) : (
        <BuyersTable buyers={buyers.data} />
      )}
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { MyBuyersPage as Component };
