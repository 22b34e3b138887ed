import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, payments, products, webhookEvents } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import type { ConfirmedPayment } from './payment-provider.ts';

export type SaleOutcome = 'sold' | 'already_recorded' | 'sold_out' | 'order_already_paid';

export function createPaymentsRepository(db: Database) {
  return {
    /**
     * Marks the listing sold, the order paid and records the payment in one transaction. The
     * listing is claimed with a conditional update, so of two buyers paying at once exactly
     * one gets it; the other's transaction changes nothing and the caller refunds them.
     */
    completeSale(
      order: { id: string; productId: string; buyerId: string },
      paid: ConfirmedPayment,
      provider: string,
    ): Promise<SaleOutcome> {
      return db.transaction(async (tx) => {
        const [recorded] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.providerRef, paid.ref));
        if (recorded) return 'already_recorded';
        const claimed = await tx
          .update(products)
          .set({ status: 'sold', updatedAt: new Date() })
          .where(and(eq(products.id, order.productId), eq(products.status, 'active'), isNull(products.deletedAt)))
          .returning({ id: products.id });
        if (claimed.length === 0) {
          const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
          return current?.status === 'paid' ? 'order_already_paid' : 'sold_out';
        }
        const marked = await tx
          .update(orders)
          .set({ status: 'paid', paidAt: new Date() })
          .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
          .returning({ id: orders.id });
        // Throwing rolls the claim on the listing back too.
        if (marked.length === 0) throw conflict('ORDER_NOT_PAYABLE', 'This order can no longer be paid');
        await tx.insert(payments).values({
          orderId: order.id,
          productId: order.productId,
          buyerId: order.buyerId,
          provider,
          providerRef: paid.ref,
          amount: paid.amount,
          currency: paid.currency,
        });
        return 'sold';
      });
    },

    async eventSeen(id: string): Promise<boolean> {
      const [row] = await db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, id));
      return Boolean(row);
    },

    async rememberEvent(id: string, type: string): Promise<void> {
      await db.insert(webhookEvents).values({ id, type }).onConflictDoNothing();
    },
  };
}
