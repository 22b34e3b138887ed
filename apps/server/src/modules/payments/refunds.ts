import type { Tx } from '#server/db/client.ts';
import { z } from 'zod';
import { conflict } from '#server/lib/errors.ts';
import { said } from '#server/lib/i18n.ts';
import type { PaymentsContext, PaymentsService } from './payments.types.ts';

export type Refunds = Pick<PaymentsService, 'enqueueRefund' | 'cancelSale'>;

/** The refund of a cancelled sale (by its seller, or an admin after a problem), keyed by the order: asked of the provider once. */
const REFUND = 'refund';
const RefundJob = z.object({ orderId: z.string() });

/** A seller's cancel of a paid sale, and the refund job behind it and behind an admin's refund. */
export function createRefunds({ deps, repo }: PaymentsContext): Refunds {
  const { orders, listings, provider } = deps;

  // Safe to run twice: a refund already recorded is not asked for again, and Stripe's refund
  // carries an idempotency key, so a run that died between asking and recording asks once.
  deps.jobs.handle(REFUND, async (payload) => {
    const payment = await repo.byOrder(RefundJob.parse(payload).orderId);
    if (!payment || payment.refundedAt) return;
    await provider.refund(payment.providerRef);
    await repo.markRefunded(payment.id);
  });

  const enqueueRefund = (orderId: string, tx: Tx) => deps.jobs.enqueue(tx, { kind: REFUND, key: orderId, payload: { orderId } });

  return {
    enqueueRefund,

    /**
     * In one transaction the order is cancelled with the reason, the listing goes back on sale,
     * the refund is enqueued and the buyer's mail too. From any other step (or a second click)
     * 409, and nothing changes.
     */
    async cancelSale(seller, orderId, reason) {
      const row = await orders.ownSale(seller, orderId);
      const cancelled = await deps.db.transaction(async (tx) => {
        if (!(await orders.cancelSale(row.id, reason, tx))) return false;
        await listings.releaseSale(row.productId, row.quantity, tx);
        await enqueueRefund(row.id, tx);
        const text = { key: 'notifications.text.saleCancelled', params: { product: row.productName } };
        await orders.tell(tx, row.buyerId, 'order_cancelled', row.id, text, () => deps.mail.saleCancelled(tx, row, reason));
        return true;
      });
      if (!cancelled) throw conflict('WRONG_ORDER_STEP', 'errors.payment.onlyPaidCancelled');
      return said('errors.success.saleCancelled', { buyer: row.buyerName, product: row.productName });
    },
  };
}
