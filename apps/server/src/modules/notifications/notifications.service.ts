import { englishText, mailedByDefault, type Notification, type NotificationKind, type NotificationPage, type NotificationsQuery, type SessionUser } from '@reboard/contracts';
import type { Database, Tx } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';
import { translate } from '#server/lib/i18n.ts';
import type { Locale } from '@reboard/contracts/i18n';
import { isUuid } from '#server/lib/ids.ts';
import { decodeUuidKeyset, encodeKeyset, pageOf } from '#server/lib/keyset.ts';
import { publish } from '../events/index.ts';
import type { MailService } from '../mail/index.ts';
import { createMailSettingsRepository } from './mail-settings.repository.ts';
import { createNotificationsRepository, type NotificationRecord } from './notifications.repository.ts';

/** A notification's words: a catalogue key and its values, put into each reader's language. */
export type NoticeText = { key: string; params?: Record<string, string | number> };

/** One thing to tell a user: `link` is an app path such as /products/<id>. */
export interface NewNotice {
  userId: string;
  kind: NotificationKind;
  text: NoticeText;
  link: string;
  /**
   * The cause's own mail for this notification (a shipping notice, say), enqueued instead of
   * the plain one; either goes only when the user wants this kind by mail.
   */
  mail?: () => Promise<void>;
}

const toNotification = (r: NotificationRecord, locale: Locale): Notification => ({
  id: r.id,
  kind: r.kind,
  text: r.textKey ? translate(locale, r.textKey, r.textParams ?? {}) : r.text,
  link: r.link,
  createdAt: r.createdAt.toISOString(),
  readAt: r.readAt?.toISOString() ?? null,
});

export interface NotificationsDeps {
  mail: Pick<MailService, 'notification'>;
}

/** A person's notifications: made in the transaction of their cause, listed, read. */
export interface NotificationsService {
  /** Records the notice in `tx`; its mail goes too when the person wants this kind by mail. */
  notify(tx: Tx, n: NewNotice): Promise<void>;
  list(user: SessionUser, query: NotificationsQuery & { limit: number }, locale: Locale): Promise<NotificationPage>;
  unreadCount(user: SessionUser): Promise<{ unread: number }>;
  markRead(user: SessionUser, id: string): Promise<{ unread: number }>;
  markAllRead(user: SessionUser): Promise<{ unread: number }>;
}

export function createNotificationsService(db: Database, deps: NotificationsDeps): NotificationsService {
  const repo = createNotificationsRepository(db);
  const settings = createMailSettingsRepository(db);
  const noSuch = () => notFound('errors.notifications.noSuch');

  return {
    /**
     * Tells a user of something, inside the transaction of its cause: the row exists exactly
     * when the cause commits, and their open pages hear of it only then.
     */
    async notify(tx: Tx, n: NewNotice): Promise<void> {
      const { mail, text, ...rest } = n;
      const notice = { ...rest, text: englishText(text.key, text.params), textKey: text.key, textParams: text.params ?? null };
      const id = await repo.insert(tx, notice);
      if ((await settings.choice(tx, n.userId, n.kind)) ?? mailedByDefault(n.kind)) {
        await (mail ? mail() : deps.mail.notification(tx, { id, ...rest, text }));
      }
      await publish(tx, n.userId, 'notifications');
    },

    async list(user: SessionUser, query: NotificationsQuery & { limit: number }, locale: Locale): Promise<NotificationPage> {
      const after = decodeUuidKeyset(query.cursor);
      const [rows, counts] = await Promise.all([repo.page(user.id, after, query.limit), repo.counts(user.id)]);
      const { items, nextCursor } = pageOf(rows, query.limit, encodeKeyset);
      return { items: items.map((r) => toNotification(r, locale)), nextCursor, ...counts };
    },

    unreadCount: async (user: SessionUser) => ({ unread: await repo.unreadCount(user.id) }),

    /** Marks one read; the user's other pages (another device) hear of it and recount. */
    async markRead(user: SessionUser, id: string): Promise<{ unread: number }> {
      if (!isUuid(id)) throw noSuch();
      await db.transaction(async (tx) => {
        if (!(await repo.markRead(tx, user.id, id))) throw noSuch();
        await publish(tx, user.id, 'notifications');
      });
      return { unread: await repo.unreadCount(user.id) };
    },

    async markAllRead(user: SessionUser): Promise<{ unread: number }> {
      await db.transaction(async (tx) => {
        await repo.markAllRead(tx, user.id);
        await publish(tx, user.id, 'notifications');
      });
      return { unread: 0 };
    },
  };
}
