import { and, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { orderProblems, orders } from '#server/db/schema/orders.ts';

const LIVE = ['pending', 'paid', 'confirmed'] as const;

/** Sold to the order: paid by card, or a cash order its seller confirmed. */
const SOLD = ['paid', 'confirmed'] as const;

/*
 * The steps an order can move on from, as SQL (stepOf in order-view.ts reads the same columns).
 * Each move changes the order only while it is at its step, in one statement, so two requests
 * at once move it once: the second finds nothing to change.
 */
const AT_STEP = {
  booked: eq(orders.status, 'pending'),
  /** Booked, to be paid by card, or to be confirmed by its seller for cash. */
  bookedForCard: and(eq(orders.status, 'pending'), eq(orders.paymentMethod, 'card')),
  bookedForCash: and(eq(orders.status, 'pending'), eq(orders.paymentMethod, 'cash')),
  /** Paid or confirmed, not yet sent or handed over. */
  paid: and(inArray(orders.status, SOLD), isNull(orders.shippedAt)),
  /** Shipped or handed over, not yet received or completed. */
  shipped: and(inArray(orders.status, SOLD), isNotNull(orders.shippedAt), isNull(orders.receivedAt), isNull(orders.completedAt)),
  /** Sold and not yet received or completed: where a buyer may report a problem and an admin refund one. */
  beforeCompletion: and(inArray(orders.status, SOLD), isNull(orders.receivedAt), isNull(orders.completedAt)),
};

/** Cancelled by an admin's refund of a problem: its seller still sees the sale, with the outcome. */
const REFUNDED_BY_ADMIN = sql`exists (select 1 from ${orderProblems} where ${orderProblems.orderId} = ${orders.id} and ${orderProblems.status} = 'refunded')`;

async function moveFrom(
  step: OrderAtStep,
  id: string,
  changes: Partial<typeof orders.$inferInsert>,
  exec: Executor,
): Promise<boolean> {
  const rows = await exec
    .update(orders)
    .set(changes)
    .where(and(eq(orders.id, id), AT_STEP[step]))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** An order as its table holds it. */
export type OrderRecord = typeof orders.$inferSelect;

/** The steps an order can move on from, as the repository names them. */
export type OrderAtStep = keyof typeof AT_STEP;

/** Orders alone: the listing and the payment behind one are looked up through their modules. */
export interface OrdersRepository {
  /** Returns undefined when this buyer already has a live booking for the listing. */
  insert(values: typeof orders.$inferInsert, exec: Executor): Promise<string | undefined>;
  /** My Cart: live orders, and paid ones their seller cancelled (the buyer sees the refund). */
  listByBuyer(buyerId: string): Promise<OrderRecord[]>;
  findById(id: string, exec?: Executor): Promise<OrderRecord | undefined>;
  setIntent(id: string, paymentIntentId: string): Promise<void>;
  /** My Buyers: live bookings and sales of the seller's listings. */
  listBySeller(sellerId: string): Promise<OrderRecord[]>;
  /** Orders of the seller's that reached their buyers: confirmed received, or completed by time. */
  countDeliveredBySeller(sellerId: string): Promise<number>;
  /** Locks the order for the rest of the transaction when it is at `step`; false otherwise. */
  lockAt(id: string, step: OrderAtStep, tx: Executor): Promise<boolean>;
  /** The unpaid bookings of a listing other than `exceptId`, as the transaction sees them. */
  pendingFor(productId: string, exceptId: string, exec: Executor): Promise<OrderRecord[]>;
  /** A card order booked → paid; false when the order is no longer booked. */
  markPaid(id: string, exec: Executor): Promise<boolean>;
  /** A cash order booked → confirmed by its seller (the sale); false when it is no longer booked. */
  markConfirmed(id: string, exec: Executor): Promise<boolean>;
  /** Sold → shipped with a carrier, or handed over at the meet-up (no carrier). */
  markShipped(id: string, shipment: { carrier: string | null; trackingNumber: string | null }, exec: Executor): Promise<boolean>;
  /** The seller received a cash order's money, once it was sent or handed over; recorded once. */
  markCashReceived(id: string, exec: Executor): Promise<boolean>;
  markReceived(id: string, exec: Executor): Promise<boolean>;
  /** Shipped and still unconfirmed → completed; false when the buyer confirmed it first. */
  markCompleted(id: string, exec: Executor): Promise<boolean>;
  cancelPaid(id: string, reason: string, exec: Executor): Promise<boolean>;
  /** Paid or shipped → cancelled, when an admin refunds the buyer's problem. */
  cancelRefunded(id: string, reason: string, exec: Executor): Promise<boolean>;
  cancelPending(id: string, exec: Executor): Promise<boolean>;
  /** Cancels every unpaid booking the person made or received; returns their ids. */
  cancelPendingOf(userId: string, exec: Executor): Promise<string[]>;
}

export function createOrdersRepository(db: Database): OrdersRepository {
  return {
    /** Returns undefined when this buyer already has a live booking for the listing. */
    async insert(values: typeof orders.$inferInsert, exec: Executor): Promise<string | undefined> {
      const [row] = await exec
        .insert(orders)
        .values(values)
        .onConflictDoNothing({ target: [orders.buyerId, orders.productId], where: sql`status in ('pending', 'paid', 'confirmed')` })
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
        .where(and(eq(orders.sellerId, sellerId), or(inArray(orders.status, LIVE), REFUNDED_BY_ADMIN)))
        .orderBy(desc(orders.createdAt)),

    /** Orders of the seller's that reached their buyers: confirmed received, or completed by time. */
    async countDeliveredBySeller(sellerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.sellerId, sellerId), inArray(orders.status, SOLD), or(isNotNull(orders.receivedAt), isNotNull(orders.completedAt))));
      return Number(row?.n ?? 0);
    },

    /**
     * Locks the order for the rest of the transaction when it is at `step`; false otherwise.
     * Every move that must see an open problem (and opening one) takes this lock first, so on
     * PostgreSQL they run one after the other and each reads what the other committed.
     */
    async lockAt(id: string, step: OrderAtStep, tx: Executor): Promise<boolean> {
      const rows = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.id, id), AT_STEP[step])).for('update');
      return rows.length > 0;
    },

    /** The unpaid bookings of a listing other than `exceptId`, as the transaction sees them. */
    pendingFor: (productId: string, exceptId: string, exec: Executor) =>
      exec
        .select()
        .from(orders)
        .where(and(eq(orders.productId, productId), AT_STEP.booked, ne(orders.id, exceptId))),

    /** Booked → paid; false when the order is no longer booked. */
    markPaid: (id: string, exec: Executor) => moveFrom('bookedForCard', id, { status: 'paid', paidAt: new Date() }, exec),

    markConfirmed: (id: string, exec: Executor) =>
      moveFrom('bookedForCash', id, { status: 'confirmed', confirmedAt: new Date() }, exec),

    markShipped: (id: string, shipment: { carrier: string | null; trackingNumber: string | null }, exec: Executor) =>
      moveFrom('paid', id, { ...shipment, shippedAt: new Date() }, exec),

    async markCashReceived(id: string, exec: Executor): Promise<boolean> {
      const rows = await exec
        .update(orders)
        .set({ cashReceivedAt: new Date() })
        .where(
          and(
            eq(orders.id, id),
            eq(orders.status, 'confirmed'),
            eq(orders.paymentMethod, 'cash'),
            isNotNull(orders.shippedAt),
            isNull(orders.cashReceivedAt),
          ),
        )
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    markReceived: (id: string, exec: Executor) => moveFrom('shipped', id, { receivedAt: new Date() }, exec),

    /** Shipped and still unconfirmed → completed; false when the buyer confirmed it first. */
    markCompleted: (id: string, exec: Executor) => moveFrom('shipped', id, { completedAt: new Date() }, exec),

    cancelPaid: (id: string, reason: string, exec: Executor) =>
      moveFrom('paid', id, { status: 'cancelled', cancelledAt: new Date(), cancelReason: reason }, exec),

    /** Paid or shipped → cancelled, when an admin refunds the buyer's problem. */
    cancelRefunded: (id: string, reason: string, exec: Executor) =>
      moveFrom('beforeCompletion', id, { status: 'cancelled', cancelledAt: new Date(), cancelReason: reason }, exec),

    cancelPending: (id: string, exec: Executor) => moveFrom('booked', id, { status: 'cancelled', cancelledAt: new Date() }, exec),

    /** Cancels every unpaid booking the person made or received; returns their ids. */
    async cancelPendingOf(userId: string, exec: Executor): Promise<string[]> {
      const rows = await exec
        .update(orders)
        .set({ status: 'cancelled', cancelledAt: new Date() })
        .where(and(AT_STEP.booked, or(eq(orders.buyerId, userId), eq(orders.sellerId, userId))))
        .returning({ id: orders.id });
      return rows.map((r) => r.id);
    },
  };
}
