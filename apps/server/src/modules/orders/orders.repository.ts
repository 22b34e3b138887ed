import { and, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';

const LIVE = ['pending', 'paid'] as const;

/** Orders alone: the listing and the payment behind one are looked up through their modules. */
export function createOrdersRepository(db: Database) {
  return {
    /** Returns undefined when this buyer already has a live booking for the listing. */
    async insert(values: typeof orders.$inferInsert, exec: Executor): Promise<string | undefined> {
      const [row] = await exec
        .insert(orders)
        .values(values)
        .onConflictDoNothing({ target: [orders.buyerId, orders.productId], where: sql`status in ('pending', 'paid')` })
        .returning({ id: orders.id });
      return row?.id;
    },

    /** My Cart: live orders, and paid ones their seller cancelled (the buyer sees the refund). */
    listByBuyer: (buyerId: string) =>
      db
        .select()
        .from(orders)
        .where(and(eq(orders.buyerId, buyerId), or(inArray(orders.status, LIVE), isNotNull(orders.paidAt))))
        .orderBy(desc(orders.createdAt)),

    async findById(id: string, exec: Executor = db) {
      const [row] = await exec.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    async setIntent(id: string, paymentIntentId: string): Promise<void> {
      await db.update(orders).set({ paymentIntentId }).where(eq(orders.id, id));
    },

    /** My Buyers: live bookings and sales of the seller's listings. */
    listBySeller: (sellerId: string) =>
      db
        .select()
        .from(orders)
        .where(and(eq(orders.sellerId, sellerId), inArray(orders.status, LIVE)))
        .orderBy(desc(orders.createdAt)),

    /** The unpaid bookings of a listing other than `exceptId`, as the transaction sees them. */
    pendingFor: (productId: string, exceptId: string, exec: Executor) =>
      exec
        .select()
        .from(orders)
        .where(and(eq(orders.productId, productId), eq(orders.status, 'pending'), ne(orders.id, exceptId))),

    /** Pending → paid; false when the order is no longer pending. */
    async markPaid(id: string, exec: Executor): Promise<boolean> {
      const rows = await exec
        .update(orders)
        .set({ status: 'paid', paidAt: new Date() })
        .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /*
     * The steps after payment. Each moves the order only from the state it must be in, in one
     * statement, so two requests at once move it once: the second finds nothing to change.
     */
    async markShipped(id: string, shipment: { carrier: string; trackingNumber: string | null }, exec: Executor): Promise<boolean> {
      const rows = await exec
        .update(orders)
        .set({ ...shipment, shippedAt: new Date() })
        .where(and(eq(orders.id, id), eq(orders.status, 'paid'), isNull(orders.shippedAt)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    async markReceived(id: string, exec: Executor): Promise<boolean> {
      const rows = await exec
        .update(orders)
        .set({ receivedAt: new Date() })
        .where(and(eq(orders.id, id), isNotNull(orders.shippedAt), isNull(orders.receivedAt), isNull(orders.completedAt)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** Shipped and still unconfirmed → completed; false when the buyer confirmed it first. */
    async markCompleted(id: string, exec: Executor): Promise<boolean> {
      const rows = await exec
        .update(orders)
        .set({ completedAt: new Date() })
        .where(and(eq(orders.id, id), isNotNull(orders.shippedAt), isNull(orders.receivedAt), isNull(orders.completedAt)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    async cancelPaid(id: string, reason: string, exec: Executor): Promise<boolean> {
      const rows = await exec
        .update(orders)
        .set({ status: 'cancelled', cancelledAt: new Date(), cancelReason: reason })
        .where(and(eq(orders.id, id), eq(orders.status, 'paid'), isNull(orders.shippedAt)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    async cancelPending(id: string, exec: Executor): Promise<boolean> {
      const rows = await exec
        .update(orders)
        .set({ status: 'cancelled', cancelledAt: new Date() })
        .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** Cancels every unpaid booking the person made or received; returns their ids. */
    async cancelPendingOf(userId: string, exec: Executor): Promise<string[]> {
      const rows = await exec
        .update(orders)
        .set({ status: 'cancelled', cancelledAt: new Date() })
        .where(and(eq(orders.status, 'pending'), or(eq(orders.buyerId, userId), eq(orders.sellerId, userId))))
        .returning({ id: orders.id });
      return rows.map((r) => r.id);
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
export type OrderRecord = NonNullable<Awaited<ReturnType<OrdersRepository['findById']>>>;
