import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { useOrders } from '../api/get-orders.ts';
import { OrdersTable } from '../components/orders-table.tsx';

/** /dashboard/myorders (buyers): every booking, with Pay until it is paid. */
export function MyCartPage() {
  const orders = useOrders();

  return (
    <div>
      <PageHeader title="My Cart" description="Parts you booked. Pay for one to make it yours." />
      {orders.isPending ? (
        <Spinner label="Loading your orders" />
      ) : orders.isError ? (
        <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <EmptyState title="Your cart is empty">
          <p>Book a part with Add to Cart and it will wait for you here.</p>
          <Link to={paths.products} className="btn btn-primary btn-sm mt-4">
            Browse products
          </Link>
        </EmptyState>
      ) : (
        <OrdersTable orders={orders.data} />
      )}
    </div>
  );
}
