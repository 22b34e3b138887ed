import type { Order } from '@reboard/contracts';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { ProblemStatus } from './problem-status.tsx';
import { ReportProblemDialog } from './report-problem-dialog.tsx';
import { ShipmentLine } from './shipment-line.tsx';

/** What the buyer can ask of an order from My Cart; the table asks first, then does it. */
export type OrderRequest = 'cancel' | 'received';

/** Where the money of a paid, cancelled order is. */
const RefundLine = ({ order }: { order: Order }) => (
  <p className="text-xs font-medium">{order.refundedAt ? 'Refunded to your card' : 'Refund on its way'}</p>
);

type OrderActionProps = { order: Order; onRequest: (request: OrderRequest) => void };

/**
 * My Cart's Action cell, by the order's step: Pay (and Cancel booking) while it is booked, then
 * where it stands, with Confirm receipt once the seller has sent it.
 */
export function OrderAction({ order, onRequest }: OrderActionProps) {
  switch (order.step) {
    case 'cancelled':
      if (order.problem?.status === 'refunded') {
        return (
          <div className="flex flex-col items-start gap-1">
            <ProblemStatus problem={order.problem} />
            <RefundLine order={order} />
          </div>
        );
      }
      if (!order.cancelReason) return <span className="text-sm text-base-content/60">Cancelled</span>;
      // Paid, then cancelled by the seller: why, and where the money is.
      return (
        <div className="flex flex-col items-start gap-1">
          <span className="badge badge-warning badge-soft font-semibold">Cancelled by the seller</span>
          <p className="text-xs text-base-content/70">{`“${order.cancelReason}”`}</p>
          <RefundLine order={order} />
        </div>
      );
    case 'received':
    case 'completed':
      // Completed: shipped, and the time to confirm or object has passed.
      return (
        <div className="flex flex-col items-start gap-1">
          <span className="badge badge-success badge-soft font-semibold">{order.step === 'received' ? 'Received' : 'Completed'}</span>
          <ProblemStatus problem={order.problem} />
        </div>
      );
    case 'paid':
      return (
        <div className="flex flex-col items-start gap-1">
          <span className="badge badge-success badge-soft font-semibold">Paid</span>
          <p className="text-xs text-base-content/70">Waiting for the seller to send it</p>
          <ProblemStatus problem={order.problem} />
          <ReportProblemDialog order={order} />
        </div>
      );
    case 'shipped':
      return (
        <div className="flex flex-col items-start gap-1">
          <span className="badge badge-info badge-soft font-semibold">Shipped</span>
          {order.shipment ? <ShipmentLine shipment={order.shipment} /> : null}
          <ProblemStatus problem={order.problem} />
          <div className="flex flex-wrap gap-2">
            {/* While a problem is open the order waits for Reboard, receipt included. */}
            {order.problem?.status !== 'open' ? (
              <button type="button" className="btn btn-primary btn-sm" onClick={() => onRequest('received')}>
                Confirm receipt
              </button>
            ) : null}
            <ReportProblemDialog order={order} />
          </div>
        </div>
      );
    case 'booked':
      return (
        <div className="flex flex-wrap items-center gap-2">
          {order.available ? (
            <Link to={paths.dashboard.payment(order.id)} className="btn btn-primary btn-sm">
              Pay
            </Link>
          ) : (
            // Sold to someone else or taken off the market after this booking.
            <span className="text-sm text-base-content/60">No longer available</span>
          )}
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onRequest('cancel')}>
            Cancel booking
          </button>
        </div>
      );
  }
}
