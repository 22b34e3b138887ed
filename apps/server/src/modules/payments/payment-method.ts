import type { PaymentMethodName } from '@reboard/contracts';
import type { Tx } from '#server/db/client.ts';
import { conflict } from '#server/lib/errors.ts';
import type { OrderRow } from '../orders/index.ts';
import type { PaymentsDeps } from './payments.types.ts';

/**
 * One way of paying for an order, as the sale sees it (decision 028). Card: the buyer pays
 * online through the PaymentProvider and the confirmed charge is the sale. Cash: the buyer pays
 * on delivery or at the meet-up and the seller's confirmation is the sale. Either way the sale
 * goes through settlement.ts's `sell`, so a listing is sold once whichever way its orders pay.
 * A wallet (bKash, Nagad) through a gateway would be a third, sold as the card is.
 */
export interface PaymentMethod {
  readonly name: PaymentMethodName;
  /** Who turns a booking into the sale: the buyer's payment, or the seller's confirmation. */
  readonly soldBy: 'buyer' | 'seller';
  /** Booked → sold (paid, or confirmed) inside the sale's transaction; false when it no longer waits. */
  markSold(order: OrderRow, tx: Tx): Promise<boolean>;
  /** Tells both sides of the sale, in the same transaction (the mails work out what was paid from the order). */
  announce(order: OrderRow, tx: Tx): Promise<void>;
}

export type PaymentMethods = Record<PaymentMethodName, PaymentMethod>;

export function createPaymentMethods(deps: PaymentsDeps): PaymentMethods {
  const { orders, mail } = deps;
  return {
    card: {
      name: 'card',
      soldBy: 'buyer',
      markSold: (order, tx) => orders.markPaid(order.id, tx),
      async announce(order, tx) {
        await mail.orderPaid(tx, order);
        const text = { key: 'notifications.text.orderPaid', params: { buyer: order.buyerName, product: order.productName } };
        await orders.tell(tx, order.sellerId, 'order_paid', order.id, text, () => mail.itemSold(tx, order));
      },
    },
    cash: {
      name: 'cash',
      soldBy: 'seller',
      markSold: (order, tx) => orders.markConfirmed(order.id, tx),
      async announce(order, tx) {
        // The buyer's news of the sale, under the kind the seller's news of a card sale has.
        const text = { key: 'notifications.text.orderConfirmed', params: { product: order.productName } };
        await orders.tell(tx, order.buyerId, 'order_paid', order.id, text, () => mail.orderConfirmed(tx, order));
      },
    },
  };
}

const WRONG_METHOD = { card: 'errors.payment.notCardOrder', cash: 'errors.payment.notCashOrder' } as const satisfies Record<PaymentMethodName, string>;

/** An order is paid only the way it was booked: a card payment for a cash order (or the reverse) is refused. */
export function assertMethod(order: OrderRow, name: PaymentMethodName): void {
  if (order.paymentMethod !== name) throw conflict('WRONG_PAYMENT_METHOD', WRONG_METHOD[name]);
}
