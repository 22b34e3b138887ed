import type { ServiceLog } from '#server/lib/logger.ts';
import type { ClaimedJob, JobsRepository } from './jobs.repository.ts';

export interface JobTimings {
  /** The fallback poll, for due retries and for wake-ups that could not be delivered. */
  pollMs: number;
  /** The first retry's delay; each next one doubles. */
  retryMs: number;
  maxAttempts: number;
  /** How long a claim lasts: an attempt still running then counts as abandoned. */
  claimMs: number;
}

export type JobHandler = (payload: unknown, job: { key: string; attempt: number }) => Promise<void>;

/** Retries wait retryMs, 2×, 4×… but never more than this: a long outage should not push a mail to next week. */
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

/** How long stop() waits for the attempt in hand before leaving it to its claim's expiry. */
const STOP_GRACE_MS = 5000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export const backoffMs = (timings: JobTimings, attempt: number) =>
  Math.min(timings.retryMs * 2 ** (attempt - 1), MAX_BACKOFF_MS);

/**
 * Runs jobs one at a time in this process: claims the next due one, runs its handler, records the
 * outcome, until none is due. A wake() while it drains makes it look once more afterwards, so a
 * job committed meanwhile is not left to the next poll.
 */
export interface JobRunner {
  /** Looks for due jobs now (a commit that enqueued one announced itself). */
  wake(): void;
  start(): void;
  /** Takes no new job; the one in hand may finish (else its claim expires and it runs again later). */
  stop(): Promise<void>;
}

export function createJobRunner(repo: JobsRepository, handlers: Map<string, JobHandler>, timings: JobTimings, log: ServiceLog): JobRunner {
  let draining: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;

  async function attempt(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.kind);
    let timeout: NodeJS.Timeout | undefined;
    try {
      if (!handler) throw new Error(`no handler for jobs of kind "${job.kind}"`);
      // A hung handler must not hold the runner past its claim, after which another runner may start it.
      const expired = new Promise<never>((_, reject) => {
        timeout = setTimeout(() => reject(new Error(`gave up after ${timings.claimMs} ms`)), timings.claimMs);
      });
      await Promise.race([handler(job.payload, { key: job.key, attempt: job.attempts }), expired]);
      await repo.markDone(job);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const last = job.attempts >= job.maxAttempts;
      await repo.markFailed(job, message, last ? undefined : backoffMs(timings, job.attempts));
      log.warn({ job: job.id, kind: job.kind, attempt: job.attempts, err: message }, last ? 'job failed for good' : 'job failed; will retry');
    } finally {
      clearTimeout(timeout);
    }
  }

  async function drain(): Promise<void> {
    try {
      await repo.failAbandoned();
      // Checked before every claim: a runner stopped meanwhile (say while failAbandoned ran) takes nothing.
      const next = () => (stopped ? undefined : repo.claimNext(timings.claimMs));
      for (let job = await next(); job; job = await next()) {
        await attempt(job);
      }
    } catch (err) {
      // The database is away (restarting, closed under us): the next poll tries again.
      if (!stopped) log.warn({ err }, 'job runner could not reach the database');
    }
  }

  function wake(): void {
    if (stopped) return;
    if (draining) {
      again = true;
      return;
    }
    draining = drain().finally(() => {
      draining = undefined;
      if (again) {
        again = false;
        wake();
      }
    });
  }

  return {
    wake,
    start(): void {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(wake, timings.pollMs).unref();
      wake();
    },
    /** Takes no new job; the one in hand may finish (else its claim expires and it runs again later). */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      if (draining) await Promise.race([draining, sleep(STOP_GRACE_MS)]);
    },
  };
}
