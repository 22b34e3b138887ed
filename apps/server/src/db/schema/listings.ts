import { CONDITIONS, PRODUCT_STATUSES, PROOF_STATUSES, WORKING_STATUSES } from '@reboard/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/*
 * The listing tables, written only by the listings module (a seller's create, edit, boost and delete;
 * the sale, the admins' removals). The catalogue module reads them for the storefront.
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The search vector's expression (also in the latest migration that rebuilds it, which must say the same). */
const SEARCH_VECTOR = [
  `setweight(to_tsvector('english', coalesce(part_number, '') || ' ' || regexp_replace(coalesce(part_number, ''), '[^[:alnum:]]+', ' ', 'g') || ' ' || normalize(coalesce(manufacturer, ''), NFKC)), 'A')`,
  `setweight(to_tsvector('simple', lower(regexp_replace(coalesce(part_number, ''), '[^[:alnum:]]+', '', 'g'))), 'A')`,
  `setweight(to_tsvector('english', normalize(coalesce(name, ''), NFKC) || ' ' || regexp_replace(normalize(coalesce(name, ''), NFKC), '[^[:alnum:]]+', ' ', 'g')), 'B')`,
  `setweight(to_tsvector('english', spec_text), 'C')`,
  `setweight(to_tsvector('english', normalize(coalesce(description, ''), NFKC) || ' ' || normalize(coalesce(location, ''), NFKC) || ' ' || coalesce(quantity_text, '')), 'D')`,
].join(' || ');

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
  image: text('image'),
  position: integer('position').notNull().default(0),
});

/** Listings. Money is in the currency's minor unit. Rows are never hard-deleted. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    condition: text('condition', { enum: CONDITIONS }).notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull(),
    originalPrice: integer('original_price'),
    resalePrice: integer('resale_price').notNull(),
    /** The cover: always photos[0] (or null without photos), kept for cards and everything that shows one picture. */
    picture: text('picture'),
    /** Up to 10 photos in the seller's order; the first is the cover. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    /** The code shown to the seller at listing time, to be handwritten beside the item in the proof photo. */
    proofCode: text('proof_code'),
    proofPhoto: text('proof_photo'),
    /** When an admin took the "Photo with code" badge away because the proof was wrong. */
    proofBadgeRemovedAt: timestamp('proof_badge_removed_at', { withTimezone: true }),
    /** An admin's check of the proof photo: null without one; the badge shows only once approved. */
    proofStatus: text('proof_status', { enum: PROOF_STATUSES }),
    /** When the current proof photo was sent (the admins' queue is ordered by it). */
    proofSubmittedAt: timestamp('proof_submitted_at', { withTimezone: true, precision: 3 }),
    /** Why an admin rejected the proof photo (its seller reads it). */
    proofRejectedReason: text('proof_rejected_reason'),
    /** The specifications' values as words (listing_specs, normalised), so search finds them. */
    specText: text('spec_text').notNull().default(''),
    /**
     * The quantities the name and description mention, as search words ("10 µF" → 10uf,
     * "4.7k" → 4k7ohm), so any spelling of a value finds them (db/quantity-text.ts). Written by
     * the listings service; null until computed, which the start fills in for older rows.
     */
    quantityText: text('quantity_text'),
    sellerPhone: text('seller_phone').notNull(),
    /** How it is handed over: a meet-up in its area, and/or a courier (offered when both fees are set, minor unit). */
    meetUp: boolean('meet_up').notNull().default(true),
    courierFeeInside: integer('courier_fee_inside'),
    courierFeeOutside: integer('courier_fee_outside'),
    usagePeriod: text('usage_period').notNull(),
    yearPurchased: integer('year_purchased').notNull(),
    manufacturer: text('manufacturer'),
    partNumber: text('part_number'),
    workingStatus: text('working_status', { enum: WORKING_STATUSES }),
    /** A copy of the seller's verified mark, so "verified sellers only" filters without a join into auth. */
    sellerVerified: boolean('seller_verified').notNull().default(false),
    status: text('status', { enum: PRODUCT_STATUSES })
      .notNull()
      .default('active'),
    /** When the seller boosted it (the featured list's order); "Promoted" lasts until advertisedUntil. */
    advertisedAt: timestamp('advertised_at', { withTimezone: true }),
    advertisedUntil: timestamp('advertised_until', { withTimezone: true }),
    /** Why an admin took the listing off the market (shown to its seller). */
    removedReason: text('removed_reason'),
    /** The spec's posted_on; null shows as '1 year ago'. */
    postedAt: timestamp('posted_at', { withTimezone: true }).defaultNow(),
    // Millisecond precision so a keyset cursor carried through JavaScript matches exactly.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * A lot: the units still for sale (1 for a single item), each at `resalePrice`. A sale takes
     * its order's units off; a listing with none left is sold (and a sold one has none).
     */
    quantity: integer('quantity').notNull().default(1),
    /**
     * Units held by live bookings (orders/holds.ts), the sum of their listing_holds: each booking
     * keeps its own units for its buyer until its deadline, and others may book only `quantity - held`. `heldUntil` is the
     * latest deadline of those holds, shown as "Reserved until" when none are left to book.
     */
    held: integer('held').notNull().default(0),
    /** Units sold so far: with `quantity`, whether this is a lot (more than one unit ever), which cards say. */
    unitsSold: integer('units_sold').notNull().default(0),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /** The seller's own stock code: a spreadsheet upload with the same SKU updates this listing. */
    sku: text('sku'),
    /** The part number as a BOM line is compared with it: lower case, letters and digits only ('LM317-T' → lm317t). */
    partKey: text('part_key').generatedAlwaysAs(sql.raw(`lower(regexp_replace(coalesce(part_number, ''), '[^[:alnum:]]+', '', 'g'))`)),
    // Full-text search reads this stored vector through a GIN index, never LIKE. Its weights
    // are the ranking's tiers (decision 003): A the part number and manufacturer, B the name,
    // C the specifications, D the description and place. Part numbers and names are indexed as
    // written, split at punctuation ('868/915' → 868, 915), and part numbers also with it
    // removed ('LM317-T' → lm317t), so each way of typing them matches. Words are read in
    // NFKC, as search.ts reads the query: a Bengali letter stored precomposed (য়) and one
    // typed as its parts (য + ়) are then the same.
    search: tsvector('search').generatedAlwaysAs(sql.raw(SEARCH_VECTOR)),
  },
  (t) => [
    index('products_search_idx').using('gin', t.search),
    index('products_active_newest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`status = 'active' and deleted_at is null`),
    index('products_active_price_idx')
      .on(t.resalePrice, t.id)
      .where(sql`status = 'active' and deleted_at is null`),
    // A category page sorted by price walks its own category's prices, not the whole catalogue's.
    index('products_category_price_idx')
      .on(t.categoryId, t.resalePrice, t.id)
      .where(sql`status = 'active' and deleted_at is null`),
    index('products_category_newest_idx')
      .on(t.categoryId, t.createdAt.desc(), t.id.desc())
      .where(sql`status = 'active' and deleted_at is null`),
    index('products_featured_idx')
      .on(t.advertisedAt.desc())
      .where(sql`status = 'active' and deleted_at is null and advertised_at is not null`),
    // "Photo with code" narrows to the few listings with an approved proof: walk just those, newest first.
    index('products_proof_newest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(
        sql`status = 'active' and deleted_at is null and proof_photo is not null and proof_badge_removed_at is null and proof_status = 'approved'`,
      ),
    // The admins' queue of proof photos to check.
    index('products_proof_pending_idx')
      .on(t.proofSubmittedAt.desc(), t.id.desc())
      .where(sql`proof_status = 'pending' and deleted_at is null`),
    // A seller's live boosts, counted against the limit at every boost.
    index('products_seller_boost_idx')
      .on(t.sellerId, t.advertisedUntil)
      .where(sql`advertised_until is not null`),
    index('products_seller_idx').on(t.sellerId),
    // The rows whose quantity words are still to be computed (none, once the start has run).
    index('products_quantity_text_todo_idx')
      .on(t.id)
      .where(sql`quantity_text is null`),
    check('products_resale_price_check', sql`resale_price >= 0`),
    check('products_original_price_check', sql`original_price is null or original_price >= 0`),
    check(
      'products_delivery_check',
      sql`(courier_fee_inside is null) = (courier_fee_outside is null) and (meet_up or courier_fee_inside is not null) and coalesce(courier_fee_inside, 0) >= 0 and coalesce(courier_fee_outside, 0) >= 0`,
    ),
    check('products_held_check', sql`held >= 0 and held <= quantity and (held = 0) = (held_until is null)`),
    check('products_quantity_check', sql`quantity >= 0 and units_sold >= 0`),
    // One listing per seller and SKU among those not deleted: a re-upload finds it.
    uniqueIndex('products_seller_sku_idx')
      .on(t.sellerId, t.sku)
      .where(sql`sku is not null and deleted_at is null`),
    // A BOM line's part number, matched exactly among listings for sale.
    index('products_part_key_idx')
      .on(t.partKey, t.resalePrice)
      .where(sql`status = 'active' and deleted_at is null and part_key <> ''`),
  ],
);

/**
 * A listing's specifications: one row per key (the keys a category offers, see contracts'
 * specs). Quantities are stored normalised to their base unit in `number` (10 µF → 1e-5 F), so
 * ranges filter on it; `value` is the canonical text (10 µF, 0805, DDR4) for equality filters,
 * facets and display.
 */
export const listingSpecs = pgTable(
  'listing_specs',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    number: doublePrecision('number'),
  },
  (t) => [
    primaryKey({ name: 'listing_specs_pk', columns: [t.productId, t.key] }),
    index('listing_specs_key_value_idx').on(t.key, t.value),
    index('listing_specs_key_number_idx').on(t.key, t.number),
  ],
);

/**
 * A booking's hold on units of a listing (orders/holds.ts asks, the listings module keeps it):
 * one row per booking while it holds, removed by the sale, a cancellation or the deadline.
 * products.held is the sum of a listing's rows, kept beside it so a card reads it without a join.
 * Every write locks the listing row first, as a sale does, so two writes never wait in a cycle.
 */
export const listingHolds = pgTable(
  'listing_holds',
  {
    orderId: uuid('order_id').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    units: integer('units').notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('listing_holds_product_idx').on(t.productId), check('listing_holds_units_check', sql`units > 0`)],
);
