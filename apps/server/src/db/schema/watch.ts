import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { products } from './listings.ts';

export const SEARCH_ALERT_MODES = ['immediate', 'daily'] as const;

/**
 * A person's saved storefront search: the normalised filter object (as the catalogue parses
 * it), never a raw query string, so matching reads the same filters the search page used.
 * `filterKey` is its canonical JSON: saving the same search twice is refused by the index.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    name: text('name').notNull(),
    filters: jsonb('filters').notNull(),
    filterKey: text('filter_key').notNull(),
    alert: text('alert', { enum: SEARCH_ALERT_MODES }).notNull().default('daily'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_searches_user_filter_idx').on(t.userId, t.filterKey), index('saved_searches_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * A listing that matched a saved search: one row per search and listing, ever, so a listing
 * that matched once (then was edited, or the job ran twice) never alerts again. The listing's
 * name and price are kept as they were, for the mail that tells of it.
 */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    searchId: uuid('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    price: integer('price').notNull(),
    /** Waiting for the next daily digest mail (searches whose alert is 'daily'). */
    digestPending: boolean('digest_pending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_search_hits_search_product_idx').on(t.searchId, t.productId),
    index('saved_search_hits_digest_idx')
      .on(t.userId)
      .where(sql`digest_pending`),
  ],
);

/** A person watching a listing. The seller is copied in, so a seller's watcher counts need no join. */
export const watches = pgTable(
  'watches',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('watches_user_created_idx').on(t.userId, t.createdAt),
    index('watches_product_idx').on(t.productId),
    index('watches_seller_idx').on(t.sellerId),
  ],
);
