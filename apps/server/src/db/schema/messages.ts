import { CONVERSATION_REPORT_VIEWS } from '@reboard/contracts';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { products } from './listings.ts';

/**
 * A conversation about one listing between the buyer who asked and the listing's seller; one
 * per listing and asker (the unique index makes two "Ask the seller" clicks reopen one).
 * `last_message_*` order the inbox, and updating them first in a post locks the row, so the
 * messages of one conversation get their ids in commit order (nobody polling skips one).
 */
export const conversations = pgTable(
  'conversations',
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_one_per_asker_idx').on(t.productId, t.buyerId),
    index('conversations_buyer_last_idx').on(t.buyerId, t.lastMessageAt),
    index('conversations_seller_last_idx').on(t.sellerId, t.lastMessageAt),
  ],
);

/** Plain text, never HTML; ids grow in the order messages were posted within a conversation. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    senderId: text('sender_id')
      .notNull()
      .references(() => user.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversation_messages_conversation_idx').on(t.conversationId, t.id),
    check('conversation_messages_body_length', sql`char_length(body) between 1 and 2000`),
  ],
);

/** How far each participant has read, so unread counts are per person and follow them across devices. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/** A participant's flag on a conversation: the only way an admin gets to read one. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id),
    reason: text('reason').notNull(),
    status: text('status', { enum: CONVERSATION_REPORT_VIEWS }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by').references(() => user.id),
  },
  (t) => [
    uniqueIndex('conversation_reports_one_open_idx')
      .on(t.conversationId, t.reporterId)
      .where(sql`status = 'open'`),
    index('conversation_reports_status_created_idx').on(t.status, t.createdAt),
  ],
);
