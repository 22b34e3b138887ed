import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSellerBuyers } from '../api/get-seller-buyers.ts';
import { BuyersTable } from '../components/buyers-table.tsx';

/** /dashboard/mybuyers (sellers): the spec's placeholder, made a working page. */
export function MyBuyersPage() {
  const buyers = useSellerBuyers();

  return (
    <div>
      <PageHeader title="My Buyers" description="People who booked your listings. Contact them to arrange the meeting." />
      {buyers.isPending ? (
        <Spinner label="Loading your buyers" />
      ) : buyers.isError ? (
        <QueryError error={buyers.error} onRetry={() => void buyers.refetch()} />
      ) : buyers.data.length === 0 ? (
        <EmptyState title="No buyers yet">
          <p>When someone books one of your listings, their contact details appear here.</p>
          <Link to={paths.dashboard.myProducts} className="btn btn-primary btn-sm mt-4">
            See your products
          </Link>
        </EmptyState>
      ) : (
        <BuyersTable buyers={buyers.data} />
      )}
    </div>
  );
}
