import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Every picture uploaded since uploads got owners: its file name (the key in storage, the URL's
 * last part) and who uploaded it. Only the owner may put it on a listing or a profile; the
 * first time they do, `used_at` is set and it stays for good. One never used is deleted after
 * a day with its files (docs/decisions/015-upload-storage.md). Pictures from before this table
 * have no row: they stay where they are, and only there.
 */
export const uploads = pgTable('uploads', {
  key: text('key').primaryKey(),
  ownerId: text('owner_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
