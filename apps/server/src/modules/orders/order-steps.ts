import { isCourier, SOLD_STEPS, type OrderStep } from '@reboard/contracts';
import { z } from 'zod';
import { conflict } from '#server/lib/errors.ts';
import { AUTO_COMPLETE, type OrderCore } from './order-core.ts';
import { toOrder, type OrderRow } from './order-view.ts';
import type { OrdersService } from './orders.types.ts';

export type OrderSteps = Pick<OrdersService, 'ship' | 'handOver' | 'confirmReceipt'>;

/** Where the buyer confirms receipt from: a courier's delivery or a meet-up's handover. */
const ARRIVING: ReadonlySet<OrderStep> = new Set(['shipped', 'handed_over']);

/** A courier order is shipped, a meet-up handed over; the other move is refused (409). */
function refuseOtherDelivery(row: OrderRow, courier: boolean): void {
  if (isCourier(row.delivery) !== courier) {
    throw conflict('WRONG_DELIVERY', courier ? 'errors.order.meetupNotShipped' : 'errors.order.courierNotHandedOver');
  }
}

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
      refuseOtherDelivery(row, true);
      const shipment = { carrier: input.carrier, trackingNumber: input.trackingNumber ?? null };
      await core.step(row, SOLD_STEPS, 'errors.order.onlyPaidShipped', async (tx) => {
        if (!(await repo.markShipped(row.id, shipment, tx))) return false;
        const text = { key: 'notifications.text.orderShipped', params: { product: row.productName, carrier: shipment.carrier } };
        await tell(tx, row.buyerId, 'order_shipped', row.id, text, () => deps.mail.orderShipped(tx, row, shipment));
        await core.scheduleCompletion(row.id, new Date(), row.id, tx);
        return true;
      });
      return toOrder((await core.findRow(id))!);
    },

    async handOver(seller, id) {
      const row = await core.ownSale(seller, id);
      refuseOtherDelivery(row, false);
      await core.step(row, SOLD_STEPS, 'errors.order.onlySoldHandedOver', async (tx) => {
        if (!(await repo.markShipped(row.id, { carrier: null, trackingNumber: null }, tx))) return false;
        const text = { key: 'notifications.text.orderHandedOver', params: { product: row.productName } };
        await tell(tx, row.buyerId, 'order_shipped', row.id, text, () => deps.mail.orderHandedOver(tx, row));
        await core.scheduleCompletion(row.id, new Date(), row.id, tx);
        return true;
      });
      return toOrder((await core.findRow(id))!);
    },

    async confirmReceipt(buyer, id) {
      const row = await core.ownRow(buyer, id);
      await core.step(row, ARRIVING, 'errors.order.onlyShippedReceived', async (tx) => {
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
