import { z } from 'zod';
import type { Tx } from '#server/db/client.ts';
import { conflict } from '#server/lib/errors.ts';
import type { OrderCore } from './order-core.ts';

/** The job that ends a booking's hold at its deadline, keyed by the order. */
export const HOLD_EXPIRY = 'order-hold-expiry';

const HoldExpiryJob = z.object({ orderId: z.string() });

/**
 * A booking holds its listing for its buyer for a set time (decision in DESIGN.md, "Deals"):
 * others see "Reserved" and cannot book it. The hold ends with the sale (the listings module
 * clears it as it marks the listing sold), a cancellation (`end`), or its deadline (the job
 * registered here, which also cancels the unpaid booking and tells both sides).
 */
export interface Holds {
  /**
   * Holds the booking's units of the listing (just inserted in `tx`) until the setting's time
   * from now, and schedules its end. Throws 409 when fewer are free (others hold them) or it is
   * no longer for sale, which undoes the transaction and so the booking: of bookings at once,
   * never more units held than there are.
   */
  take(tx: Tx, order: { id: string; productId: string; quantity: number }): Promise<void>;
  /** Ends the booking's hold without a sale; the listing's watchers hear it is free. */
  end(tx: Tx, order: { id: string; buyerId: string }): Promise<void>;
}

export function createHolds(core: OrderCore): Holds {
  const { db, deps, repo, tell } = core;

  /*
   * Safe to run twice, and after a sale or a cancellation: each write only changes a booking
   * still unpaid, or a listing still held by this booking. The listing is written before the
   * order, in the order a payment writes them, so the two never wait on each other in a cycle.
   */
  deps.jobs.handle(HOLD_EXPIRY, async (payload) => {
    const row = await core.findRow(HoldExpiryJob.parse(payload).orderId);
    if (!row) return;
    const changed = await db.transaction(async (tx) => {
      const freed = await deps.listings.releaseHold(row.id, row.buyerId, tx);
      if (!(await repo.cancelPending(row.id, tx))) return freed;
      const params = { buyer: row.buyerName, product: row.productName };
      await tell(tx, row.buyerId, 'order_cancelled', row.id, { key: 'notifications.text.holdExpiredBuyer', params });
      await tell(tx, row.sellerId, 'order_cancelled', row.id, { key: 'notifications.text.holdExpiredSeller', params });
      return true;
    });
    // The storefront's cached pages said "Reserved"; no request made this change, so say so here.
    if (changed) deps.catalogChanged();
  });

  return {
    async take(tx, order) {
      const until = new Date(Date.now() + deps.holdMs);
      const { held, available } = await deps.listings.hold(order.productId, order.id, order.quantity, until, tx);
      // None free: reserved (or gone); some, but fewer than asked: say how many may be booked.
      if (!held && available > 0) throw conflict('NOT_ENOUGH_UNITS', 'errors.order.notEnoughUnits').withParams({ available });
      if (!held) throw conflict('RESERVED', 'errors.order.reserved');
      await deps.jobs.enqueue(tx, { kind: HOLD_EXPIRY, key: order.id, payload: { orderId: order.id }, runAt: until });
    },

    async end(tx, order) {
      await deps.listings.releaseHold(order.id, order.buyerId, tx);
    },
  };
}
