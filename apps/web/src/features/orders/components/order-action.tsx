import type { Order } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { paths } from '@/lib/paths.ts';
import { ProblemStatus } from './problem-status.tsx';
import { ReportProblemDialog } from './report-problem-dialog.tsx';
import { ShipmentLine } from './shipment-line.tsx';

/** What the buyer can ask of an order from My Cart; the table asks first, then does it. */
export type OrderRequest = 'cancel' | 'received';

/** Where the money of a paid, cancelled order is. */
function RefundLine({ order }: { order: Order }) {
  const { t } = useTranslation();
  return <p className="text-xs font-medium">{order.refundedAt ? t('orders.action.refunded') : t('orders.action.refundOnItsWay')}</p>;
}

type OrderActionProps = { order: Order; onRequest: (request: OrderRequest) => void };

/**
 * My Cart's Action cell, by the order's step: Pay (and Cancel booking) while it is booked, then
 * where it stands, with Confirm receipt once the seller has sent it.
 */
export function OrderAction({ order, onRequest }: OrderActionProps) {
  const { t } = useTranslation();
  const { money } = useFormat();
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
      if (!order.cancelReason) return <span className="text-sm text-base-content/60">{t('orders.action.cancelled')}</span>;
      // Paid, then cancelled by the seller: why, and where the money is.
      return (
        <div className="flex flex-col items-start gap-1">
          <span className="badge badge-warning badge-soft font-semibold">{t('orders.action.cancelledBySeller')}</span>
          <p className="text-xs text-base-content/70">{`“${order.cancelReason}”`}</p>
          <RefundLine order={order} />
        </div>
      );
    case 'received':
    case 'completed':
      // Completed: shipped, and the time to confirm or object has passed.
      return (
        <div className="flex flex-col items-start gap-1">
          <span className="badge badge-success badge-soft font-semibold">{order.step === 'received' ? t('orders.action.received') : t('orders.action.completed')}</span>
          <ProblemStatus problem={order.problem} />
        </div>
      );
    case 'paid':
    case 'confirmed':
      return (
        <div className="flex flex-col items-start gap-1">
          <span className="badge badge-success badge-soft font-semibold">{order.step === 'paid' ? t('orders.action.paid') : t('orders.action.confirmed')}</span>
          <p className="text-xs text-base-content/70">{t('orders.action.waitingForSeller')}</p>
          {order.step === 'confirmed' ? <p className="text-xs text-base-content/70">{t('orders.action.payCashOnArrival', { total: money(order.total) })}</p> : null}
          <ProblemStatus problem={order.problem} />
          <ReportProblemDialog order={order} />
        </div>
      );
    case 'shipped':
    case 'handed_over':
      return (
        <div className="flex flex-col items-start gap-1">
          <span className="badge badge-info badge-soft font-semibold">{order.step === 'shipped' ? t('orders.action.shipped') : t('orders.action.handedOver')}</span>
          {order.shipment ? <ShipmentLine shipment={order.shipment} /> : null}
          <ProblemStatus problem={order.problem} />
          <div className="flex flex-wrap gap-2">
            {/* While a problem is open the order waits for Reboard, receipt included. */}
            {order.problem?.status !== 'open' ? (
              <button type="button" className="btn btn-primary btn-sm" onClick={() => onRequest('received')}>
                {t('orders.action.confirmReceipt')}
              </button>
            ) : null}
            <ReportProblemDialog order={order} />
          </div>
        </div>
      );
    case 'booked':
      return (
        <div className="flex flex-wrap items-center gap-2">
          {order.paymentMethod === 'cash' ? (
            // Paid in cash when it arrives: nothing to pay now, the seller confirms first.
            <span className="text-xs text-base-content/70">{order.available ? t('orders.action.waitingForConfirmation') : t('orders.action.noLongerAvailable')}</span>
          ) : order.available ? (
            <Link to={paths.dashboard.payment(order.id)} className="btn btn-primary btn-sm">
              {t('orders.payment.pay')}
            </Link>
          ) : (
            // Sold to someone else or taken off the market after this booking.
            <span className="text-sm text-base-content/60">{t('orders.action.noLongerAvailable')}</span>
          )}
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onRequest('cancel')}>
            {t('orders.action.cancelBooking')}
          </button>
        </div>
      );
  }
}
