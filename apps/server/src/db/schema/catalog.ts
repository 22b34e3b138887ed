import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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

export const VOCABULARY_KINDS = ['word', 'part', 'manufacturer', 'name'] as const;

/*
 * The catalogue's vocabulary (issue 31): the words of listings' names and manufacturers, part numbers
 * (compared without case, spaces or dashes), manufacturers and whole names, each once per kind,
 * with how many listings brought it. Spelling correction looks for a close word here (trigram
 * index) and suggestions for what starts with, or contains, what is typed (pattern and trigram
 * indexes). Statement triggers on products (migration 0021) add the terms of every listing
 * inserted, or whose name, part number or manufacturer an edit changed; terms are never
 * removed (a word that once named a listing is still a word people type).
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    /** Lower case; for a part number, letters and digits only. */
    term: text('term').notNull(),
    kind: text('kind', { enum: VOCABULARY_KINDS }).notNull(),
    /** As first written (LM317T, Texas Instruments): what a suggestion shows. */
    display: text('display').notNull(),
    listings: integer('listings').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'search_vocabulary_pk', columns: [t.term, t.kind] }),
    index('search_vocabulary_prefix_idx').using('btree', sql`${t.term} text_pattern_ops`),
    index('search_vocabulary_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
  ],
);
