import type { Order } from '@reboard/contracts';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/** My Cart's Action cell: Pay while the order can be paid, otherwise what became of it. */
export function OrderAction({ order }: { order: Order }) {
  if (order.status === 'paid') return <span className="badge badge-success badge-soft font-semibold">Paid</span>;
  if (order.status === 'cancelled') return <span className="text-sm text-base-content/60">Cancelled</span>;
  if (!order.available) {
    // Sold to someone else or taken off the market after this booking.
    return <span className="text-sm text-base-content/60">No longer available</span>;
  }
  return (
    <Link to={paths.dashboard.payment(order.id)} className="btn btn-primary btn-sm">
      Pay
    </Link>
  );
}
