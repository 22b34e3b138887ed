import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { products } from './catalog.ts';

/** A buyer's flag on a listing; one open report per reporter and listing. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'dismissed', 'removed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => user.id),
  },
  (t) => [
    uniqueIndex('reports_one_open_per_reporter_idx')
      .on(t.productId, t.reporterId)
      .where(sql`status = 'open'`),
    index('reports_status_created_idx').on(t.status, t.createdAt),
  ],
);

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
    status: text('status', { enum: ['pending', 'paid', 'cancelled'] })
      .notNull()
      .default('pending'),
    /** The payment provider's intent for this order (Stripe's PaymentIntent id), once created. */
    paymentIntentId: text('payment_intent_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_seller_idx').on(t.sellerId, t.createdAt),
    index('orders_product_idx').on(t.productId),
    // One live booking per buyer and listing, even when two requests race.
    uniqueIndex('orders_one_live_per_buyer_idx')
      .on(t.buyerId, t.productId)
      .where(sql`status in ('pending', 'paid')`),
  ],
);

/** A recorded card payment; the provider's reference is unique so a webhook counts once. */
export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => orders.id),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id),
  buyerId: text('buyer_id')
    .notNull()
    .references(() => user.id),
  provider: text('provider').notNull(),
  providerRef: text('provider_ref').notNull().unique(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every admin action: who did what to which record, and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id')
      .notNull()
      .references(() => user.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/** Provider webhook events already processed: a redelivered event is recognised and skipped. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
