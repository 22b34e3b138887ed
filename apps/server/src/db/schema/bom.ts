import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { products } from './listings.ts';

/** A saved BOM (the bom module's wanted list): its owner is told when a new listing matches an open line. */
export const wantedLists = pgTable(
  'wanted_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wanted_lists_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * One line of a saved BOM, as typed (part number and/or description, quantity). `partKey` is
 * its part number normalised as products.part_key is, so a new listing finds its lines by index.
 * A line is open until its owner closes it (they got the part).
 */
export const wantedLines = pgTable(
  'wanted_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => wantedLists.id, { onDelete: 'cascade' }),
    /** The list's owner, copied so matching a new listing needs no join. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    position: integer('position').notNull(),
    partNumber: text('part_number'),
    description: text('description').notNull().default(''),
    partKey: text('part_key'),
    quantity: integer('quantity').notNull().default(1),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('wanted_lines_list_idx').on(t.listId, t.position),
    index('wanted_lines_open_part_idx')
      .on(t.partKey)
      .where(sql`closed_at is null and part_key is not null`),
    check('wanted_lines_quantity_check', sql`quantity > 0`),
  ],
);

/** A listing its owner was told of for a line: once per line and listing, ever. */
export const wantedHits = pgTable(
  'wanted_hits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => wantedLines.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wanted_hits_line_product_idx').on(t.lineId, t.productId)],
);
