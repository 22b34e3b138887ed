import { and, asc, count, desc, eq, gt, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { conversationMessages, conversationReads, conversationReports, conversations } from '#server/db/schema/messages.ts';
import { afterKeyset, type Keyset } from '#server/lib/keyset.ts';

const messages = conversationMessages;

/**
 * Messages `userId` has not read in the conversation of the outer row (those the other party
 * sent after the reader's mark). Written out, because drizzle drops the table names of columns
 * inside a select list, and the inner and outer `id` would then be one.
 */
const unreadFor = (userId: string): SQL<number> => sql<number>`(
  select count(*)::int from conversation_messages m
  where m.conversation_id = conversations.id
    and m.sender_id <> ${userId}
    and m.id > coalesce(
      (select r.last_read_id from conversation_reads r where r.conversation_id = conversations.id and r.user_id = ${userId}),
      0)
)`;

/**
 * A user's inbox: conversations they asked in, and those about their listings once the asker
 * wrote something (an opened but empty conversation is nothing to the seller yet).
 */
const inboxOf = (userId: string) =>
  or(eq(conversations.buyerId, userId), and(eq(conversations.sellerId, userId), isNotNull(conversations.lastMessageId)));

export type ConversationRecord = typeof conversations.$inferSelect;
export type MessageRecord = typeof conversationMessages.$inferSelect;
export type ConversationReportRecord = typeof conversationReports.$inferSelect;

/** A page of rows (limit + 1 of them, for the next cursor) and how many there are in all. */
interface Page<T> {
  rows: T[];
  total: number;
}

/** Conversations, their messages, read marks and reports: listings and people are looked up through their modules. */
export interface MessagesRepository {
  findConversation(id: string): Promise<ConversationRecord | undefined>;
  /** The asker's conversation on a listing, made on first use (the unique index keeps it one). */
  openConversation(values: { productId: string; buyerId: string; sellerId: string }): Promise<ConversationRecord>;
  /** A page of a user's inbox, newest activity first, each with their unread count. */
  inboxPage(userId: string, after: Keyset | undefined, limit: number): Promise<Page<{ conversation: ConversationRecord; unread: number }>>;
  /** The header badge: unread messages across every conversation of the user's. */
  unreadTotal(userId: string): Promise<number>;
  unreadIn(conversationId: string, userId: string, exec?: Executor): Promise<number>;
  /** Messages after `afterId`, oldest first. */
  messagePage(conversationId: string, afterId: number, limit: number): Promise<Page<MessageRecord>>;
  /** The newest `limit` messages of a conversation, oldest first (what an admin reads with a report). */
  latestMessages(conversationId: string, limit: number): Promise<MessageRecord[]>;
  messagesByIds(ids: number[]): Promise<MessageRecord[]>;
  /** Adds a message; the conversation's row is locked first, so posts to it take turns. */
  post(conversationId: string, senderId: string, body: string, exec: Executor): Promise<MessageRecord>;
  /** Marks everything up to `upTo` read (never moves a mark back). */
  markRead(conversationId: string, userId: string, upTo: number, exec?: Executor): Promise<void>;
  /** False when this reporter already has an open report on it. */
  insertReport(conversationId: string, reporterId: string, reason: string): Promise<boolean>;
  reportPage(status: 'open' | 'closed', after: Keyset | undefined, limit: number): Promise<Page<{ report: ConversationReportRecord; conversation: ConversationRecord }>>;
  findReport(id: string): Promise<ConversationReportRecord | undefined>;
  /** False when it was closed already (by another admin meanwhile). */
  closeReport(id: string, adminId: string, exec: Executor): Promise<boolean>;
}

export function createMessagesRepository(db: Database): MessagesRepository {
  return {
    async findConversation(id: string) {
      const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
      return row;
    },

    /** The asker's conversation on a listing, made on first use (the unique index keeps it one). */
    async openConversation(values: { productId: string; buyerId: string; sellerId: string }) {
      await db.insert(conversations).values(values).onConflictDoNothing({ target: [conversations.productId, conversations.buyerId] });
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.productId, values.productId), eq(conversations.buyerId, values.buyerId)));
      return row!;
    },

    /** A page of a user's inbox, newest activity first, each with their unread count. */
    async inboxPage(userId: string, after: Keyset | undefined, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ conversation: conversations, unread: unreadFor(userId) })
          .from(conversations)
          .where(and(inboxOf(userId), afterKeyset(conversations.lastMessageAt, conversations.id, after)))
          .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
          .limit(limit + 1),
        db.select({ n: count() }).from(conversations).where(inboxOf(userId)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The header badge: unread messages across every conversation of the user's. */
    async unreadTotal(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${unreadFor(userId)}), 0)::int` })
        .from(conversations)
        .where(or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)));
      return Number(row?.n ?? 0);
    },

    unreadIn: async (conversationId: string, userId: string, exec: Executor = db): Promise<number> => {
      const [row] = await exec.select({ n: unreadFor(userId) }).from(conversations).where(eq(conversations.id, conversationId));
      return Number(row?.n ?? 0);
    },

    /** Messages after `afterId`, oldest first (limit + 1 rows, for the next cursor), and how many there are in all. */
    async messagePage(conversationId: string, afterId: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(messages)
          .where(and(eq(messages.conversationId, conversationId), gt(messages.id, afterId)))
          .orderBy(asc(messages.id))
          .limit(limit + 1),
        db.select({ n: count() }).from(messages).where(eq(messages.conversationId, conversationId)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The newest `limit` messages of a conversation, oldest first (what an admin reads with a report). */
    async latestMessages(conversationId: string, limit: number) {
      const rows = await db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
        .orderBy(desc(messages.id))
        .limit(limit);
      return rows.reverse();
    },

    messagesByIds: (ids: number[]) => (ids.length === 0 ? Promise.resolve([]) : db.select().from(messages).where(inArray(messages.id, ids))),

    /**
     * Adds a message. The conversation's row is updated first: its lock makes a second post to
     * the same conversation wait for this one's commit before it gets its id.
     */
    async post(conversationId: string, senderId: string, body: string, exec: Executor) {
      await exec.update(conversations).set({ lastMessageAt: new Date() }).where(eq(conversations.id, conversationId));
      const [row] = await exec.insert(messages).values({ conversationId, senderId, body }).returning();
      await exec
        .update(conversations)
        .set({ lastMessageId: row!.id, lastMessageAt: row!.createdAt })
        .where(eq(conversations.id, conversationId));
      return row!;
    },

    /** Marks everything up to the conversation's newest message read (never moves a mark back). */
    async markRead(conversationId: string, userId: string, upTo: number, exec: Executor = db) {
      await exec
        .insert(conversationReads)
        .values({ conversationId, userId, lastReadId: upTo })
        .onConflictDoUpdate({
          target: [conversationReads.conversationId, conversationReads.userId],
          set: { lastReadId: sql`greatest(${conversationReads.lastReadId}, excluded.last_read_id)`, readAt: new Date() },
        });
    },

    /** False when this reporter already has an open report on it. */
    async insertReport(conversationId: string, reporterId: string, reason: string): Promise<boolean> {
      const rows = await db
        .insert(conversationReports)
        .values({ conversationId, reporterId, reason })
        .onConflictDoNothing()
        .returning({ id: conversationReports.id });
      return rows.length > 0;
    },

    async reportPage(status: 'open' | 'closed', after: Keyset | undefined, limit: number) {
      const where = eq(conversationReports.status, status);
      const [rows, [total]] = await Promise.all([
        db
          .select({ report: conversationReports, conversation: conversations })
          .from(conversationReports)
          .innerJoin(conversations, eq(conversations.id, conversationReports.conversationId))
          .where(and(where, afterKeyset(conversationReports.createdAt, conversationReports.id, after)))
          .orderBy(desc(conversationReports.createdAt), desc(conversationReports.id))
          .limit(limit + 1),
        db.select({ n: count() }).from(conversationReports).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findReport(id: string) {
      const [row] = await db.select().from(conversationReports).where(eq(conversationReports.id, id));
      return row;
    },

    /** False when it was closed already (by another admin meanwhile). */
    async closeReport(id: string, adminId: string, exec: Executor): Promise<boolean> {
      const rows = await exec
        .update(conversationReports)
        .set({ status: 'closed', closedAt: new Date(), closedBy: adminId })
        .where(and(eq(conversationReports.id, id), eq(conversationReports.status, 'open')))
        .returning({ id: conversationReports.id });
      return rows.length > 0;
    },
  };
}
