import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

/**
 * The background work queue (an outbox): a row is written in the transaction of its cause, so
 * it exists exactly when the cause committed. Finished and failed rows are kept: they are the
 * record that a cause was handled (its key refuses a second job) or why it was given up.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** One job per cause: enqueuing the same kind and key again is a no-op. */
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    /** Attempts started so far (a claim counts, even if its runner died). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Not before: now for a new job, later for a retry after a backoff. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The current claim's token; only its holder may finish the job. */
    claimToken: uuid('claim_token'),
    /** A claim not finished by then is abandoned (its runner stopped or died) and may be taken again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_kind_key_idx').on(t.kind, t.key),
    // What a runner scans for: due jobs and abandoned claims, never the kept history.
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`status in ('pending', 'running')`),
  ],
);
