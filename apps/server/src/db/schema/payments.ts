import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { products } from './listings.ts';
import { orders } from './orders.ts';

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
  /** When the provider confirmed the refund of a cancelled sale; set once. */
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
});

/** Provider webhook events already processed: a redelivered event is recognised and skipped. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
