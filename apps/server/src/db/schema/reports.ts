import { REPORT_STATUSES } from '@reboard/contracts';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { products } from './listings.ts';

/** A buyer's flag on a listing; one open report per reporter and listing. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id),
    reason: text('reason').notNull(),
    status: text('status', { enum: REPORT_STATUSES })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => user.id),
  },
  (t) => [
    uniqueIndex('reports_one_open_per_reporter_idx')
      .on(t.productId, t.reporterId)
      .where(sql`status = 'open'`),
    index('reports_status_created_idx').on(t.status, t.createdAt),
  ],
);
