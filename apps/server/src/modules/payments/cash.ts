import { conflict } from '#server/lib/errors.ts';
import { assertMethod, type PaymentMethod } from './payment-method.ts';
import type { PaymentsContext, PaymentsService } from './payments.types.ts';
import type { Sell } from './settlement.ts';

export type Cash = Pick<PaymentsService, 'confirmCash' | 'recordCash'>;

/**
 * Cash on delivery or at the meet-up: the seller confirms the booking, which sells the listing
 * exactly as a card payment does (settlement.ts's `sell`), and later records the cash received.
 */
export function createCash({ deps }: PaymentsContext, sell: Sell, cash: PaymentMethod): Cash {
  const { orders } = deps;
  return {
    async confirmCash(seller, orderId) {
      const row = await orders.ownSale(seller, orderId);
      assertMethod(row, 'cash');
      if (row.status === 'paid' || row.status === 'confirmed') throw conflict('ALREADY_PAID', 'errors.payment.alreadyConfirmed');
      if (row.status !== 'pending') throw conflict('WRONG_ORDER_STEP', 'errors.payment.onlyBookedConfirmed');
      const outcome = await deps.db.transaction((tx) => sell(row, cash, tx));
      if (outcome === 'sold_out') throw conflict('SOLD_OUT', 'errors.payment.soldToAnother');
      if (outcome === 'order_already_paid') throw conflict('ALREADY_PAID', 'errors.payment.alreadyConfirmed');
      return (await orders.orderOf(row.id))!;
    },

    async recordCash(seller, orderId) {
      const row = await orders.ownSale(seller, orderId);
      assertMethod(row, 'cash');
      const recorded = await deps.db.transaction((tx) => orders.markCashReceived(row.id, tx));
      if (!recorded) throw conflict('WRONG_ORDER_STEP', 'errors.payment.cashAfterHandover');
      return (await orders.orderOf(row.id))!;
    },
  };
}
