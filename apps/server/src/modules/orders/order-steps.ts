import { z } from 'zod';
import { AUTO_COMPLETE, type OrderCore } from './order-core.ts';
import { toOrder } from './order-view.ts';
import type { OrdersService } from './orders.types.ts';

export type OrderSteps = Pick<OrdersService, 'ship' | 'confirmReceipt'>;

const AutoCompleteJob = z.object({ orderId: z.string() });

/**
 * A paid order's steps: the seller ships it, the buyer confirms receipt, or it completes by
 * itself once the deadline after shipping passes (the job handler registered here).
 */
export function createOrderSteps(core: OrderCore): OrderSteps {
  const { db, deps, repo, problems, tell } = core;

  // Safe to run twice: the update only moves an order still shipped and unconfirmed. An order
  // with an open problem is left alone; closing the problem schedules its completion again.
  deps.jobs.handle(AUTO_COMPLETE, async (payload) => {
    const row = await core.findRow(AutoCompleteJob.parse(payload).orderId);
    if (!row) return;
    await db.transaction(async (tx) => {
      if (!(await repo.lockAt(row.id, 'shipped', tx)) || (await problems.hasOpen(row.id, tx))) return;
      if (await repo.markCompleted(row.id, tx)) await deps.mail.orderCompleted(tx, row);
    });
  });

  return {
    async ship(seller, id, input) {
      const row = await core.ownSale(seller, id);
      const shipment = { carrier: input.carrier, trackingNumber: input.trackingNumber ?? null };
      await core.step(row, 'paid', 'errors.order.onlyPaidShipped', async (tx) => {
        if (!(await repo.markShipped(row.id, shipment, tx))) return false;
        const text = { key: 'notifications.text.orderShipped', params: { product: row.productName, carrier: shipment.carrier } };
        await tell(tx, row.buyerId, 'order_shipped', row.id, text, () => deps.mail.orderShipped(tx, row, shipment));
        await core.scheduleCompletion(row.id, new Date(), row.id, tx);
        return true;
      });
      return toOrder((await core.findRow(id))!);
    },

    async confirmReceipt(buyer, id) {
      const row = await core.ownRow(buyer, id);
      await core.step(row, 'shipped', 'errors.order.onlyShippedReceived', async (tx) => {
        await core.refuseWhileProblemOpen(row.id, tx);
        if (!(await repo.markReceived(row.id, tx))) return false;
        const text = { key: 'notifications.text.orderReceived', params: { buyer: row.buyerName, product: row.productName } };
        await tell(tx, row.sellerId, 'order_received', row.id, text, () => deps.mail.orderReceived(tx, row));
        return true;
      });
      return toOrder((await core.findRow(id))!);
    },
  };
}
