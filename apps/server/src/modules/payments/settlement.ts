import type { Tx } from '#server/db/client.ts';
import { conflict } from '#server/lib/errors.ts';
import { totalOf, type OrderRow } from '../orders/index.ts';
import type { ChargeableOrder, ConfirmedPayment } from './payment-provider.ts';
import type { PaymentMethod } from './payment-method.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import type { PaymentsContext, PaymentsDeps, SaleOutcome } from './payments.types.ts';

/** What the card is charged: the units' price and the delivery fee, both copied onto the order at booking. */
export const chargeable = (row: OrderRow): ChargeableOrder => ({
  id: row.id,
  amount: totalOf(row),
  currency: row.currency,
  buyerEmail: row.buyerEmail,
  paymentIntentId: row.paymentIntentId,
});

export function assertPayable(row: OrderRow): void {
  if (row.status === 'paid' || row.status === 'confirmed') throw conflict('ALREADY_PAID', 'errors.payment.alreadyPaid');
  if (row.status !== 'pending' || !row.available) {
    throw conflict('NO_LONGER_AVAILABLE', 'errors.payment.noLongerAvailable');
  }
}

/** Selling a listing to one order, whichever way it is paid: the one sale per listing. */
export type Sell = (order: OrderRow, method: PaymentMethod, tx: Tx) => Promise<SaleOutcome>;

/**
 * Marks the listing sold and the order sold (paid, or confirmed) in the caller's transaction.
 * The listing is claimed with a conditional update, so of two orders selling at once exactly
 * one gets it; the other's claim changes nothing and answers `sold_out` (or
 * `order_already_paid` when it is this order that was sold first).
 */
export function createSell(deps: PaymentsDeps): Sell {
  const { orders, listings } = deps;
  return async (order, method, tx) => {
    const claimed = await listings.claimForSale({ productId: order.productId, orderId: order.id, units: order.quantity }, tx, order.buyerId);
    if (!claimed) {
      const status = await orders.statusOf(order.id, tx);
      return status === 'paid' || status === 'confirmed' ? 'order_already_paid' : 'sold_out';
    }
    // Throwing rolls the claim on the listing back too.
    if (!(await method.markSold(order, tx))) throw conflict('ORDER_NOT_PAYABLE', 'errors.payment.notPayable');
    await method.announce(order, tx);
    // Bookings that no longer hold units hear it is gone once none are left.
    if (claimed.soldOut) await orders.tellOthersItSold(order, tx);
    return 'sold';
  };
}

/** Turning a confirmed card payment into a sale, whichever way it was confirmed (card or webhook). */
export function createSettlement(deps: PaymentsDeps, repo: PaymentsRepository, sell: Sell, card: PaymentMethod): PaymentsContext['settle'] {
  const { provider, log } = deps;

  /** The sale and the payment's record in one transaction, which this service opens and hands to listings and orders. */
  const completeSale = (order: OrderRow, paid: ConfirmedPayment): Promise<SaleOutcome> =>
    deps.db.transaction(async (tx) => {
      if (await repo.isRecorded(paid.ref, tx)) return 'already_recorded';
      const outcome = await sell({ ...order, currency: paid.currency }, card, tx);
      if (outcome !== 'sold') return outcome;
      await repo.insert(
        {
          orderId: order.id,
          productId: order.productId,
          buyerId: order.buyerId,
          provider: provider.name,
          providerRef: paid.ref,
          amount: paid.amount,
          currency: paid.currency,
        },
        tx,
      );
      return 'sold';
    });

  return async function settle(row, paid) {
    const outcome = await completeSale(row, paid);
    if (outcome === 'sold_out' || outcome === 'order_already_paid') {
      await provider.refund(paid.ref);
      log.warn({ order: row.id, ref: paid.ref, outcome }, 'payment refunded: the sale could not be completed');
    }
    return outcome;
  };
}
