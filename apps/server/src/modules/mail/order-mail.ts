import type { Tx } from '#server/db/client.ts';
import type { EnqueueMail, MailService, OrderFacts } from './mail.types.ts';

export type OrderMail = Pick<
  MailService,
  | 'orderBooked'
  | 'orderPaid'
  | 'itemSold'
  | 'orderConfirmed'
  | 'orderShipped'
  | 'orderHandedOver'
  | 'orderReceived'
  | 'orderCompleted'
  | 'itemGone'
  | 'saleCancelled'
  | 'bookingCancelled'
  | 'problemReported'
  | 'problemRefunded'
  | 'problemClosed'
>;

/**
 * What every order mail says of its order: the units, their price together, and what the buyer
 * pays with delivery. Worked out here once, so a refund mail names what was paid for a lot and
 * not one unit's price.
 */
function facts(o: OrderFacts) {
  const price = o.price * o.quantity;
  return {
    productName: o.productName,
    quantity: o.quantity,
    price,
    total: price + (o.deliveryFee ?? 0),
    currency: o.currency,
    ...(o.delivery ? { delivery: o.delivery, deliveryFee: o.deliveryFee ?? 0 } : {}),
    ...(o.paymentMethod ? { paymentMethod: o.paymentMethod } : {}),
  };
}

/** Mail about an order's steps and a buyer's problem with it, to its buyer or its seller. */
export function createOrderMail(enqueue: EnqueueMail): OrderMail {
  /** An admin's answer to a buyer's problem, to both sides, with the admin's reason or note. */
  async function problemOutcome(
    tx: Tx,
    outcome: 'refunded' | 'closed',
    side: 'buyer' | 'seller',
    order: OrderFacts,
    problem: { id: string; note: string },
  ): Promise<void> {
    const words = { buyerName: order.buyerName, reason: problem.note, ...facts(order) };
    const to = side === 'buyer' ? order.buyerId : order.sellerId;
    // The buyer's refund is the mail of their 'order_refunded' notification.
    const unsubscribe = outcome === 'refunded' && side === 'buyer' ? ({ unsubscribe: 'order_refunded' } as const) : {};
    await enqueue(tx, `problem-${outcome}-${side}:${problem.id}`, { message: `problem-${outcome}-${side}`, to, ...words, ...unsubscribe });
  }

  return {
    orderBooked: async (tx, order) => {
      await enqueue(tx, `order-booked:${order.id}`, { message: 'order-booked', to: order.buyerId, ...facts(order) });
    },

    orderPaid: async (tx, order) => {
      await enqueue(tx, `payment-received:${order.id}`, { message: 'payment-received', to: order.buyerId, ...facts(order) });
    },

    itemSold: async (tx, order) => {
      const words = { buyerName: order.buyerName, ...facts(order), unsubscribe: 'order_paid' } as const;
      await enqueue(tx, `item-sold:${order.id}`, { message: 'item-sold', to: order.sellerId, ...words });
    },

    orderConfirmed: async (tx, order) => {
      await enqueue(tx, `order-confirmed:${order.id}`, { message: 'order-confirmed', to: order.buyerId, ...facts(order), unsubscribe: 'order_paid' });
    },

    orderHandedOver: async (tx, order) => {
      await enqueue(tx, `order-handed-over:${order.id}`, { message: 'order-handed-over', to: order.buyerId, ...facts(order), unsubscribe: 'order_shipped' });
    },

    orderShipped: async (tx, order, { carrier, trackingNumber }) => {
      await enqueue(tx, `order-shipped:${order.id}`, {
        message: 'order-shipped',
        to: order.buyerId,
        ...facts(order),
        carrier,
        ...(trackingNumber ? { trackingNumber } : {}),
        unsubscribe: 'order_shipped',
      });
    },

    orderReceived: async (tx, order) => {
      await enqueue(tx, `order-received:${order.id}`, { message: 'order-received', to: order.sellerId, buyerName: order.buyerName, ...facts(order), unsubscribe: 'order_received' });
    },

    orderCompleted: async (tx, order) => {
      await enqueue(tx, `order-completed:${order.id}`, { message: 'order-completed', to: order.sellerId, buyerName: order.buyerName, ...facts(order) });
    },

    itemGone: async (tx, order) => {
      await enqueue(tx, `item-gone:${order.id}`, { message: 'item-gone', to: order.buyerId, ...facts(order) });
    },

    saleCancelled: async (tx, order, reason) => {
      await enqueue(tx, `sale-cancelled:${order.id}`, { message: 'sale-cancelled', to: order.buyerId, reason, ...facts(order), unsubscribe: 'order_cancelled' });
    },

    bookingCancelled: async (tx, order) => {
      await enqueue(tx, `booking-cancelled:${order.id}`, { message: 'booking-cancelled', to: order.sellerId, buyerName: order.buyerName, ...facts(order), unsubscribe: 'order_cancelled' });
    },

    problemReported: async (tx, order, problem) => {
      await enqueue(tx, `problem-reported:${problem.id}`, {
        message: 'problem-reported',
        to: order.sellerId,
        buyerName: order.buyerName,
        problemKind: problem.kind,
        ...facts(order),
      });
    },

    problemRefunded: (tx, side, order, problem) => problemOutcome(tx, 'refunded', side, order, problem),

    async problemClosed(tx, order, problem) {
      await problemOutcome(tx, 'closed', 'buyer', order, problem);
      await problemOutcome(tx, 'closed', 'seller', order, problem);
    },
  };
}
