import { DELIVERY_CHOICES, ORDER_STATUSES, PAYMENT_METHODS, PROBLEM_KINDS, PROBLEM_STATUSES } from '@reboard/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { products } from './listings.ts';

/** A booking. The price is copied from the listing; orders are never deleted. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id),
    /** The price of one unit, copied from the listing; the line total is price × quantity. */
    price: integer('price').notNull(),
    /** Units booked (1 for a single item). */
    quantity: integer('quantity').notNull().default(1),
    currency: text('currency').notNull(),
    /** The buyer's way of receiving it and what the listing asked for it; the total is price + fee. */
    delivery: text('delivery', { enum: DELIVERY_CHOICES }).notNull().default('meetup'),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('card'),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    phone: text('phone').notNull(),
    location: text('location').notNull(),
    status: text('status', { enum: ORDER_STATUSES })
      .notNull()
      .default('pending'),
    /** The payment provider's intent for this order (Stripe's PaymentIntent id), once created. */
    paymentIntentId: text('payment_intent_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A cash order: its seller's confirmation (the sale), and the cash they recorded receiving. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cashReceivedAt: timestamp('cash_received_at', { withTimezone: true }),
    /**
     * After the sale the seller sends the item (carrier, optional tracking) or hands it over at
     * the meet-up (no carrier), and the buyer confirms it came.
     */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** Shipped and never confirmed: completed by a job once the buyer's time to object is over. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why the seller cancelled a paid order (the buyer sees it beside the refund). */
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_seller_idx').on(t.sellerId, t.createdAt),
    index('orders_product_idx').on(t.productId),
    // One live booking per buyer and listing, even when two requests race.
    uniqueIndex('orders_one_live_per_buyer_idx')
      .on(t.buyerId, t.productId)
      .where(sql`status in ('pending', 'paid', 'confirmed')`),
    // Steps in order: only a sold order (paid or confirmed) is shipped, by a carrier unless it is
    // a meet-up, and only a shipped one received. A shipped order stays sold, unless an admin
    // refunded it after a problem report.
    check(
      'orders_shipped_when_paid',
      sql`shipped_at is null or (status in ('paid', 'confirmed', 'cancelled') and (carrier is not null or delivery = 'meetup'))`,
    ),
    check('orders_fee_check', sql`delivery_fee >= 0`),
    check('orders_quantity_check', sql`quantity > 0`),
    check('orders_cash_confirmed', sql`status <> 'confirmed' or (payment_method = 'cash' and confirmed_at is not null)`),
    check('orders_cash_received_when_cash', sql`cash_received_at is null or payment_method = 'cash'`),
    check('orders_received_after_shipped', sql`received_at is null or shipped_at is not null`),
    check('orders_completed_after_shipped', sql`completed_at is null or (shipped_at is not null and received_at is null)`),
  ],
);

/**
 * A buyer's problem with a paid order (never received, not as described), open until an admin
 * refunds the buyer or closes it. Kept, like the order, after it is resolved.
 */
export const orderProblems = pgTable(
  'order_problems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: PROBLEM_KINDS }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: PROBLEM_STATUSES })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => user.id),
    /** The admin's reason for the refund, or note on closing; both sides read it. */
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    // One open problem per order, even when two reports race.
    uniqueIndex('order_problems_one_open_idx')
      .on(t.orderId)
      .where(sql`status = 'open'`),
    index('order_problems_order_idx').on(t.orderId, t.createdAt),
    index('order_problems_status_created_idx').on(t.status, t.createdAt),
  ],
);
