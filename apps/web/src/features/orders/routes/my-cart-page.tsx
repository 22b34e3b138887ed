import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryError } from '@/components/query-error.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { paths } from '@/lib/paths.ts';
import { useOrders } from '../api/get-orders.ts';
import { OrdersTable } from '../components/orders-table.tsx';

/** /dashboard/myorders (buyers): every booking, with Pay until it is paid. */
export function MyCartPage() {
  const { t } = useTranslation();
  const orders = useOrders();

  return (
    <div>
      <PageHeader title={t('orders.cart.title')} description={t('orders.cart.description')} />
      {orders.isPending ? (
        <Spinner label={t('orders.cart.loading')} />
      ) : orders.isError ? (
        <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <EmptyState title={t('orders.cart.emptyTitle')}>
          <p>{t('orders.cart.emptyText')}</p>
          <Link to={paths.products} className="btn btn-primary btn-sm mt-4">
            {t('orders.cart.browse')}
          </Link>
        </EmptyState>
      ) : (
        <OrdersTable orders={orders.data} />
      )}
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { MyCartPage as Component };
