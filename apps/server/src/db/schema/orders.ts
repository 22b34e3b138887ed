import { ORDER_STATUSES } from '@reboard/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { products } from './catalog.ts';

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
    price: integer('price').notNull(),
    currency: text('currency').notNull(),
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
    /** After payment the seller sends the item (carrier, optional tracking) and the buyer confirms it came. */
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
      .where(sql`status in ('pending', 'paid')`),
    // Steps in order: only a paid order is shipped, and only a shipped one received.
    check('orders_shipped_when_paid', sql`shipped_at is null or (status = 'paid' and carrier is not null)`),
    check('orders_received_after_shipped', sql`received_at is null or shipped_at is not null`),
    check('orders_completed_after_shipped', sql`completed_at is null or (shipped_at is not null and received_at is null)`),
  ],
);
