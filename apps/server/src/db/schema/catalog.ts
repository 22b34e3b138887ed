import { boolean, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { categories } from './listings.ts';

// The catalogue's own table; the listings it counts are the listings module's (listings.ts), which it reads.

/*
 * Unsold, undeleted listings counted per combination of what the storefront filters by with
 * equality: category, condition, working status, verified seller, location as written and
 * price band. Statement triggers on products (migration 0004) keep it exact in the same
 * transaction as every change, so 'Products available', a filtered total and the facets of a
 * view without a text search are sums over these few rows, never a count of listings.
 * '' stands for "none" (no working status stated, a price in no band): keys cannot be null.
 */
export const listingCounters = pgTable(
  'listing_counters',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    condition: text('condition').notNull(),
    workingStatus: text('working_status').notNull(),
    sellerVerified: boolean('seller_verified').notNull(),
    location: text('location').notNull(),
    priceBand: text('price_band').notNull(),
    active: integer('active').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'listing_counters_pk', columns: [t.categoryId, t.condition, t.workingStatus, t.sellerVerified, t.location, t.priceBand] })],
);
