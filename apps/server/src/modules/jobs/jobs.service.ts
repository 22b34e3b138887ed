import type { Database, Tx } from '#server/db/client.ts';
import type { ServiceLog } from '#server/lib/logger.ts';
import { createJobRunner, type JobHandler, type JobRunner, type JobTimings } from './job-runner.ts';
import { createJobsRepository } from './jobs.repository.ts';

/**
 * Background work kept in the database (docs/decisions/014-jobs-in-the-database.md). A module
 * enqueues in the transaction of the change that causes the work, so the work exists exactly
 * when the change committed; it registers a handler for its kind, which must be safe to run
 * twice (a runner that dies after the work but before recording it leaves it to run again).
 */
/** A job to enqueue: its kind, the key of its cause (one job per kind and key), what it needs, and not before when. */
export type NewWork = { kind: string; key: string; payload: unknown; runAt?: Date };

export interface JobsService {
  /**
   * Returns false when a job of this kind and key was already enqueued (it is not added twice).
   * `runAt` holds it back until then (a deadline); by default it is due at once.
   */
  enqueue(tx: Tx, job: NewWork): Promise<boolean>;
  /** As enqueue, for many at once (a spreadsheet's listings): one insert per few hundred; how many were new. */
  enqueueMany(tx: Tx, jobs: NewWork[]): Promise<number>;
  /** Registers the one handler of a kind; a second is a programming error. */
  handle(kind: string, handler: JobHandler): void;
  runner: JobRunner;
}

export function createJobsService(db: Database, timings: JobTimings, log: ServiceLog): JobsService {
  const repo = createJobsRepository(db);
  const handlers = new Map<string, JobHandler>();
  const runner = createJobRunner(repo, handlers, timings, log);
  return {
    /**
     * Returns false when a job of this kind and key was already enqueued (it is not added twice).
     * `runAt` holds it back until then (a deadline); by default it is due at once.
     */
    enqueue: (tx: Tx, job: NewWork) => repo.insert({ ...job, maxAttempts: timings.maxAttempts }, tx),

    enqueueMany: (tx: Tx, batch: NewWork[]) => repo.insertMany(batch.map((job) => ({ ...job, maxAttempts: timings.maxAttempts })), tx),

    handle(kind: string, handler: JobHandler): void {
      if (handlers.has(kind)) throw new Error(`Jobs of kind "${kind}" already have a handler`);
      handlers.set(kind, handler);
    },

    runner,
  };
}
