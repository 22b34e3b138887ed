import { IMPORT_STATUS } from '@reboard/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * A seller's spreadsheet upload (the listings module's imports): the text as sent, and once the
 * job runner has checked it, each row with its problems (by column) for the preview. Nothing is
 * listed until the seller publishes; then every valid, unskipped row is listed in one transaction.
 */
export const listingImports = pgTable(
  'listing_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id),
    status: text('status', { enum: IMPORT_STATUS }).notNull().default('checking'),
    /** The CSV (or tab-separated paste) exactly as the seller sent it. */
    source: text('source').notNull(),
    /** The checked rows, in file order: the cells as typed, the problems by column, skipped or not. */
    rows: jsonb('rows').notNull().default(sql`'[]'::jsonb`),
    /** Rows in the file, and rows checked so far (the progress shown while checking). */
    total: integer('total').notNull().default(0),
    checked: integer('checked').notNull().default(0),
    /** Listings created and updated by the publish. */
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    /** Why the file could not be read (a message key), when status is failed. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('listing_imports_seller_created_idx').on(t.sellerId, t.createdAt),
    check('listing_imports_progress_check', sql`checked >= 0 and checked <= total`),
  ],
);
