import { NOTIFICATION_KINDS, type NotificationKind } from '@reboard/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { notificationMailSettings } from '#server/db/schema/notifications.ts';

/** Users' choices of which kinds come by mail: only the choices made are stored. */
export function createMailSettingsRepository(db: Database) {
  return {
    /** The user's stored choices; kinds missing follow the default. */
    async chosen(userId: string, exec: Executor = db): Promise<Map<NotificationKind, boolean>> {
      const rows = await exec.select().from(notificationMailSettings).where(eq(notificationMailSettings.userId, userId));
      return new Map(rows.map((r) => [r.kind, r.mail]));
    },

    async choice(exec: Executor, userId: string, kind: NotificationKind): Promise<boolean | undefined> {
      const [row] = await exec
        .select({ mail: notificationMailSettings.mail })
        .from(notificationMailSettings)
        .where(and(eq(notificationMailSettings.userId, userId), eq(notificationMailSettings.kind, kind)));
      return row?.mail;
    },

    /** Stores each given choice (a kind left out keeps its current one). */
    async save(userId: string, choices: Partial<Record<NotificationKind, boolean>>, exec: Executor = db): Promise<void> {
      const rows = NOTIFICATION_KINDS.filter((k) => choices[k] !== undefined).map((kind) => ({ userId, kind, mail: choices[kind]! }));
      if (rows.length === 0) return;
      await exec
        .insert(notificationMailSettings)
        .values(rows)
        .onConflictDoUpdate({ target: [notificationMailSettings.userId, notificationMailSettings.kind], set: { mail: sql`excluded.mail` } });
    },
  };
}
