import { conflict } from '#server/lib/errors.ts';
import type { OrderRow } from '../orders/index.ts';
import type { ChargeableOrder, ConfirmedPayment } from './payment-provider.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import type { PaymentsContext, PaymentsDeps, SaleOutcome } from './payments.types.ts';

export const chargeable = (row: OrderRow): ChargeableOrder => ({
  id: row.id,
  amount: row.price,
  currency: row.currency,
  buyerEmail: row.buyerEmail,
  paymentIntentId: row.paymentIntentId,
});

export function assertPayable(row: OrderRow): void {
  if (row.status === 'paid') throw conflict('ALREADY_PAID', 'errors.payment.alreadyPaid');
  if (row.status !== 'pending' || !row.available) {
    throw conflict('NO_LONGER_AVAILABLE', 'errors.payment.noLongerAvailable');
  }
}

/** Turning a confirmed payment into a sale, whichever way it was confirmed (card or webhook). */
export function createSettlement(deps: PaymentsDeps, repo: PaymentsRepository): PaymentsContext['settle'] {
  const { orders, listings, provider, log } = deps;

  /**
   * Marks the listing sold, the order paid and records the payment in one transaction, which
   * this service opens and hands to listings and orders. The listing is claimed with a
   * conditional update, so of two buyers paying at once exactly one gets it; the other's
   * transaction changes nothing and the caller refunds them.
   */
  const completeSale = (order: OrderRow, paid: ConfirmedPayment): Promise<SaleOutcome> =>
    deps.db.transaction(async (tx) => {
      if (await repo.isRecorded(paid.ref, tx)) return 'already_recorded';
      if (!(await listings.claimForSale(order.productId, tx, order.buyerId))) {
        return (await orders.statusOf(order.id, tx)) === 'paid' ? 'order_already_paid' : 'sold_out';
      }
      // Throwing rolls the claim on the listing back too.
      if (!(await orders.markPaid(order.id, tx))) throw conflict('ORDER_NOT_PAYABLE', 'errors.payment.notPayable');
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
      const facts = { ...order, price: paid.amount, currency: paid.currency };
      await deps.mail.orderPaid(tx, facts);
      const text = { key: 'notifications.text.orderPaid', params: { buyer: order.buyerName, product: order.productName } };
      await orders.tell(tx, order.sellerId, 'order_paid', order.id, text, () => deps.mail.itemSold(tx, facts));
      await orders.tellOthersItSold(order, tx);
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
