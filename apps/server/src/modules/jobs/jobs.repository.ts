import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Database, type Executor } from '#server/db/client.ts';
import { jobs } from '#server/db/schema/jobs.ts';

/** The channel a commit that enqueued work announces itself on (NOTIFY is delivered on commit only). */
export const JOBS_CHANNEL = 'reboard_jobs';

export interface NewJob {
  kind: string;
  key: string;
  payload: unknown;
  maxAttempts: number;
  runAt?: Date;
}

export interface ClaimedJob {
  id: string;
  kind: string;
  key: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
  claimToken: string;
}

/** The jobs table: enqueued work, claimed by one runner at a time, with its outcome. */
export interface JobsRepository {
  /** Adds a job unless one with its kind and key exists; tells runners once the caller commits. */
  insert(job: NewJob, exec: Executor): Promise<boolean>;
  insertMany(jobs: NewJob[], exec: Executor): Promise<number>;
  /** Takes the next due job, or an abandoned claim, for `claimMs`. */
  claimNext(claimMs: number): Promise<ClaimedJob | undefined>;
  /** Claims abandoned after their last attempt are recorded as failed rather than left running. */
  failAbandoned(): Promise<void>;
  markDone(job: ClaimedJob): Promise<void>;
  /** Back to the queue after `delayMs`, or failed for good when it was the last attempt. */
  markFailed(job: ClaimedJob, error: string, delayMs: number | undefined): Promise<void>;
}

export function createJobsRepository(db: Database): JobsRepository {
  return {
    /** Adds a job unless one with its kind and key exists; tells runners once the caller commits. */
    async insert(job: NewJob, exec: Executor): Promise<boolean> {
      return (await this.insertMany([job], exec)) > 0;
    },

    /** Adds each job whose kind and key are new, in one statement per 500, and tells runners once; how many were added. */
    async insertMany(batch: NewJob[], exec: Executor): Promise<number> {
      let added = 0;
      for (let i = 0; i < batch.length; i += 500) {
        const rows = await exec
          .insert(jobs)
          .values(batch.slice(i, i + 500))
          .onConflictDoNothing({ target: [jobs.kind, jobs.key] })
          .returning({ id: jobs.id });
        added += rows.length;
      }
      if (added > 0) await exec.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
      return added;
    },

    /**
     * Takes the next due job, or an abandoned claim, for `claimMs`. SKIP LOCKED lets runners on
     * other instances claim other rows at the same moment instead of waiting for this one or
     * taking it too; one statement, so it needs no transaction of its own (nor holds PGlite's).
     */
    async claimNext(claimMs: number): Promise<ClaimedJob | undefined> {
      const token = randomUUID();
      const [row] = await rowsOf<Omit<ClaimedJob, 'claimToken'>>(
        db,
        sql`update jobs set status = 'running', attempts = attempts + 1, claim_token = ${token},
              claimed_until = now() + make_interval(secs => ${claimMs / 1000})
            where id = (
              select id from jobs
              where (status = 'pending' and run_at <= now())
                 or (status = 'running' and claimed_until < now() and attempts < max_attempts)
              order by run_at
              limit 1
              for update skip locked
            )
            returning id, kind, key, payload, attempts, max_attempts as "maxAttempts"`,
      );
      return row && { ...row, claimToken: token };
    },

    /** Claims abandoned after their last attempt are recorded as failed rather than left running. */
    async failAbandoned(): Promise<void> {
      await db.execute(sql`update jobs set status = 'failed', claim_token = null, claimed_until = null,
          finished_at = now(), last_error = coalesce(last_error || E'\n', '') || 'claim expired before the attempt finished'
        where status = 'running' and claimed_until < now() and attempts >= max_attempts`);
    },

    async markDone(job: ClaimedJob): Promise<void> {
      await db
        .update(jobs)
        .set({ status: 'done', claimToken: null, claimedUntil: null, finishedAt: sql`now()` })
        .where(and(eq(jobs.id, job.id), eq(jobs.claimToken, job.claimToken)));
    },

    /** Back to the queue after `delayMs`, or failed for good when it was the last attempt. */
    async markFailed(job: ClaimedJob, error: string, delayMs: number | undefined): Promise<void> {
      const retry = delayMs !== undefined;
      await db
        .update(jobs)
        .set({
          status: retry ? 'pending' : 'failed',
          claimToken: null,
          claimedUntil: null,
          lastError: error,
          runAt: retry ? sql`now() + make_interval(secs => ${delayMs / 1000})` : undefined,
          finishedAt: retry ? undefined : sql`now()`,
        })
        .where(and(eq(jobs.id, job.id), eq(jobs.claimToken, job.claimToken)));
    },
  };
}
