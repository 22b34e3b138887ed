import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { products } from './listings.ts';
import { orders } from './orders.ts';

/**
 * A buyer's rating of a seller after a purchase, and the seller's one answer. One per order,
 * kept by a unique index so that two posts at the same moment end with one review. Removed
 * reviews stay (the audit log points at them) but leave every public list and average.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: text('removed_by').references(() => user.id),
  },
  (t) => [
    uniqueIndex('reviews_one_per_order_idx').on(t.orderId),
    // The seller's page lists its live reviews newest first and averages them.
    index('reviews_seller_created_idx').on(t.sellerId, t.createdAt),
    check('reviews_rating_range', sql`rating between 1 and 5`),
    check('reviews_answered_with_time', sql`(answer is null) = (answered_at is null)`),
  ],
);
