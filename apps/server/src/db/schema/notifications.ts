import { NOTIFICATION_KINDS } from '@reboard/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** One thing a user is told of; it is written in the transaction of its cause. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    // The English words (rows from before languages have only these), and the catalogue key
    // with its values, which each reader sees in their own language.
    text: text('text').notNull(),
    textKey: text('text_key'),
    textParams: jsonb('text_params').$type<Record<string, string | number>>(),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // The centre lists a user's newest first; the bell counts the unread ones.
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx').on(t.userId).where(sql`read_at is null`),
  ],
);

/** A user's choice to get a kind by mail or not; kinds without a row follow the default. */
export const notificationMailSettings = pgTable(
  'notification_mail_settings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    mail: boolean('mail').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
