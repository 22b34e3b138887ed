import type { OrderDetail } from '@reboard/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/use-format.ts';

type Moment = { id: string; label: string; at: string | null; detail?: string | null };

/** Every step an order went through (and those still ahead of it), in order, with its time. */
function momentsOf(order: OrderDetail, t: TFunction): Moment[] {
  const { shipment } = order;
  const moments: Moment[] = [{ id: 'booked', label: t('orders.timeline.booked'), at: order.createdAt }];
  if (order.paymentMethod === 'cash') {
    // Cash: the seller's confirmation is the sale; the money changes hands at delivery.
    if (order.confirmedAt || order.step !== 'cancelled') {
      moments.push({ id: 'confirmed', label: t('orders.timeline.confirmed'), at: order.confirmedAt });
    }
  } else if (order.paidAt || order.step !== 'cancelled') {
    const detail = order.transactionId ? t('orders.timeline.paymentReference', { reference: order.transactionId }) : null;
    moments.push({ id: 'paid', label: t('orders.timeline.paid'), at: order.paidAt, detail });
  }
  if (order.step === 'cancelled') {
    const label = order.cancelReason ? t('orders.timeline.cancelledBySeller') : t('orders.timeline.bookingCancelled');
    moments.push({ id: 'cancelled', label, at: order.cancelledAt, detail: order.cancelReason });
    if (order.paidAt) {
      moments.push({ id: 'refunded', label: t('orders.timeline.refunded'), at: order.refundedAt, detail: order.refundedAt ? null : t('orders.timeline.refundOnItsWay') });
    }
    return moments;
  }
  const sent = !shipment?.carrier
    ? null
    : shipment.trackingNumber
      ? t('orders.timeline.sentWithTracking', { carrier: shipment.carrier, tracking: shipment.trackingNumber })
      : t('orders.shipment.sentWith', { carrier: shipment.carrier });
  const sentLabel = order.delivery === 'meetup' ? t('orders.timeline.handedOver') : t('orders.timeline.shipped');
  moments.push({ id: 'shipped', label: sentLabel, at: shipment?.shippedAt ?? null, detail: sent });
  if (order.cashReceivedAt) moments.push({ id: 'cash', label: t('orders.page.cashReceivedOn'), at: order.cashReceivedAt });
  if (shipment?.completedAt) {
    moments.push({ id: 'completed', label: t('orders.timeline.completed'), at: shipment.completedAt, detail: t('orders.timeline.confirmTimePassed') });
  } else {
    moments.push({ id: 'received', label: t('orders.timeline.received'), at: shipment?.receivedAt ?? null });
  }
  return moments;
}

/** The order's progress as a list a screen reader reads in order: done steps with their time, the rest "Not yet". */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  return (
    <ol aria-label={t('orders.timeline.label')} className="flex flex-col gap-3">
      {momentsOf(order, t).map((moment) => (
        <li key={moment.id} className="flex gap-3">
          <span
            aria-hidden="true"
            className={`mt-1.5 size-3 shrink-0 rounded-full ${moment.at ? 'bg-success' : 'border-2 border-base-300'}`}
          />
          <div>
            <p className="font-medium">
              {moment.label}
              <span className="font-normal text-base-content/70">
                {' · '}
                {moment.at ? dateTime(moment.at) : t('orders.timeline.notYet')}
              </span>
            </p>
            {moment.detail ? <p className="text-sm text-base-content/70 wrap-anywhere">{moment.detail}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
