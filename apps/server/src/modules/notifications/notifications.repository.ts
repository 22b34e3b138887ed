import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { afterKeyset, type Keyset } from '#server/lib/keyset.ts';

export type NewNotification = Pick<typeof notifications.$inferInsert, 'userId' | 'kind' | 'text' | 'textKey' | 'textParams' | 'link'>;
export type NotificationRecord = typeof notifications.$inferSelect;

const unread = isNull(notifications.readAt);

/** A person's notifications and what they read of them. */
export interface NotificationsRepository {
  insert(exec: Executor, values: NewNotification): Promise<string>;
  /** A page of the user's notifications, newest first (limit + 1 rows, for the next cursor). */
  page(userId: string, after: Keyset | undefined, limit: number): Promise<NotificationRecord[]>;
  /** How many the user has in all, and how many of them are unread. */
  counts(userId: string): Promise<{ total: number; unread: number }>;
  unreadCount(userId: string): Promise<number>;
  markRead(exec: Executor, userId: string, id: string): Promise<boolean>;
  markAllRead(exec: Executor, userId: string): Promise<unknown>;
}

export function createNotificationsRepository(db: Database): NotificationsRepository {
  return {
    // The time is the app's (milliseconds), like the cursor's, so a page never skips a row that
    // shares its millisecond with the last one shown.
    insert: async (exec: Executor, values: NewNotification): Promise<string> => {
      const [row] = await exec.insert(notifications).values({ ...values, createdAt: new Date() }).returning({ id: notifications.id });
      return row!.id;
    },

    /** A page of the user's notifications, newest first (limit + 1 rows, for the next cursor). */
    page: (userId: string, after: Keyset | undefined, limit: number) =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), afterKeyset(notifications.createdAt, notifications.id, after)))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit + 1),

    /** How many the user has in all, and how many of them are unread. */
    async counts(userId: string): Promise<{ total: number; unread: number }> {
      const [all] = await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
      return { total: all?.n ?? 0, unread: await this.unreadCount(userId) };
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), unread));
      return row?.n ?? 0;
    },

    /** False when the user has no such notification (someone else's is not theirs to mark). */
    async markRead(exec: Executor, userId: string, id: string): Promise<boolean> {
      const [row] = await exec
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return row !== undefined;
    },

    markAllRead: (exec: Executor, userId: string) =>
      exec.update(notifications).set({ readAt: new Date() }).where(and(eq(notifications.userId, userId), unread)),
  };
}
