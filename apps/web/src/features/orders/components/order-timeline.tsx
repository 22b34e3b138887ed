import type { OrderDetail } from '@reboard/contracts';
import { formatDateTime } from '../../../lib/format-date-time.ts';

type Moment = { label: string; at: string | null; detail?: string | null };

/** Every step an order went through (and those still ahead of it), in order, with its time. */
function momentsOf(order: OrderDetail): Moment[] {
  const { shipment } = order;
  const moments: Moment[] = [{ label: 'Booked', at: order.createdAt }];
  if (order.paidAt || order.step !== 'cancelled') {
    moments.push({ label: 'Paid', at: order.paidAt, detail: order.transactionId ? `Payment reference ${order.transactionId}` : null });
  }
  if (order.step === 'cancelled') {
    moments.push({ label: order.cancelReason ? 'Cancelled by the seller' : 'Booking cancelled', at: order.cancelledAt, detail: order.cancelReason });
    if (order.paidAt) moments.push({ label: 'Refunded', at: order.refundedAt, detail: order.refundedAt ? null : 'The refund is on its way' });
    return moments;
  }
  const tracking = shipment?.trackingNumber ? `, tracking number ${shipment.trackingNumber}` : '';
  moments.push({ label: 'Shipped', at: shipment?.shippedAt ?? null, detail: shipment ? `Sent with ${shipment.carrier}${tracking}` : null });
  if (shipment?.completedAt) {
    moments.push({ label: 'Completed', at: shipment.completedAt, detail: 'The time to confirm receipt passed' });
  } else {
    moments.push({ label: 'Received', at: shipment?.receivedAt ?? null });
  }
  return moments;
}

/** The order's progress as a list a screen reader reads in order: done steps with their time, the rest "Not yet". */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  return (
    <ol aria-label="Order progress" className="flex flex-col gap-3">
      {momentsOf(order).map((moment) => (
        <li key={moment.label} className="flex gap-3">
          <span
            aria-hidden="true"
            className={`mt-1.5 size-3 shrink-0 rounded-full ${moment.at ? 'bg-success' : 'border-2 border-base-300'}`}
          />
          <div>
            <p className="font-medium">
              {moment.label}
              <span className="font-normal text-base-content/70">{moment.at ? ` · ${formatDateTime(moment.at)}` : ' · Not yet'}</span>
            </p>
            {moment.detail ? <p className="text-sm text-base-content/70 wrap-anywhere">{moment.detail}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
