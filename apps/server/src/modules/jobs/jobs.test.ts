import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '#test/database.ts';
import { eventually } from '#test/eventually.ts';
import { jobs } from '#server/db/schema/jobs.ts';
import type { JobTimings } from './job-runner.ts';
import { createJobsRepository } from './jobs.repository.ts';
import { createJobsService, type JobsService } from './jobs.service.ts';

// Timings in milliseconds, so retries and expired claims happen within a test.
const FAST: JobTimings = { pollMs: 20, retryMs: 20, maxAttempts: 3, claimMs: 5000 };
const quiet = { warn: () => {}, error: () => {} };

let t: TestDatabase;
let started: JobsService[];
beforeEach(async () => {
  t = await freshDatabase();
  started = [];
});
afterEach(async () => {
  await Promise.all(started.map((s) => s.runner.stop()));
  await t.release();
});

function service(timings: Partial<JobTimings> = {}): JobsService {
  const jobsService = createJobsService(t.handle.db, { ...FAST, ...timings }, quiet);
  started.push(jobsService);
  return jobsService;
}

const enqueue = (s: JobsService, key: string, payload: unknown = {}) =>
  t.handle.db.transaction((tx) => s.enqueue(tx, { kind: 'note', key, payload }));
const row = async (key: string) => (await t.handle.db.select().from(jobs).where(eq(jobs.key, key)))[0];
const finished = (key: string) => async () => ['done', 'failed'].includes((await row(key))?.status ?? '');

describe('the job queue', () => {
  it('a job enqueued in a transaction that rolls back never runs', async () => {
    const s = service();
    const ran: string[] = [];
    s.handle('note', async (payload) => void ran.push((payload as { text: string }).text));
    s.runner.start();
    await expect(
      t.handle.db.transaction(async (tx) => {
        await s.enqueue(tx, { kind: 'note', key: 'rolled-back', payload: { text: 'rolled back' } });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    await enqueue(s, 'committed', { text: 'committed' });
    await eventually(finished('committed'), 'the committed job ran');
    expect(ran).toEqual(['committed']);
    expect(await row('rolled-back')).toBeUndefined();
  });

  it('a failing job is retried with growing waits, then recorded as failed with its last error', async () => {
    const s = service();
    const at: number[] = [];
    s.handle('note', async (_payload, { attempt }) => {
      at.push(Date.now());
      throw new Error(`mail server refused (attempt ${attempt})`);
    });
    s.runner.start();
    await enqueue(s, 'doomed');
    await eventually(finished('doomed'), 'the job gave up');
    expect(await row('doomed')).toMatchObject({ status: 'failed', attempts: 3, lastError: 'mail server refused (attempt 3)' });
    expect(at).toHaveLength(3);
    // retryMs, then twice that.
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(FAST.retryMs);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(2 * FAST.retryMs);
  });

  it('a job that fails once and then succeeds is done after two attempts', async () => {
    const s = service();
    s.handle('note', async (_payload, { attempt }) => {
      if (attempt === 1) throw new Error('timeout');
    });
    s.runner.start();
    await enqueue(s, 'flaky');
    await eventually(finished('flaky'), 'the job finished');
    expect(await row('flaky')).toMatchObject({ status: 'done', attempts: 2, lastError: 'timeout' });
  });

  it('enqueuing twice for one cause runs it once', async () => {
    const s = service();
    let runs = 0;
    s.handle('note', async () => void runs++);
    expect(await enqueue(s, 'order-1')).toBe(true);
    expect(await enqueue(s, 'order-1')).toBe(false);
    s.runner.start();
    await eventually(finished('order-1'), 'the job ran');
    await enqueue(s, 'order-1');
    await new Promise((resolve) => setTimeout(resolve, 5 * FAST.pollMs));
    expect(runs).toBe(1);
  });

  it('two runners on one database run each of 20 jobs exactly once', async () => {
    const runs = new Map<string, number>();
    const [a, b] = [service(), service()];
    for (const s of [a, b]) s.handle('note', async (_p, { key }) => void runs.set(key, (runs.get(key) ?? 0) + 1));
    const keys = Array.from({ length: 20 }, (_, i) => `job-${i}`);
    for (const key of keys) await enqueue(a, key);
    a.runner.start();
    b.runner.start();
    await eventually(async () => (await t.handle.db.select().from(jobs).where(eq(jobs.status, 'done'))).length === 20, 'all ran');
    expect([...runs.values()]).toEqual(keys.map(() => 1));
  });

  it('a claim left by a runner that died is taken again once it expires', async () => {
    const s = service({ claimMs: 100 });
    let runs = 0;
    s.handle('note', async () => void runs++);
    await enqueue(s, 'orphan');
    // Another instance claimed it and was killed before finishing.
    expect(await createJobsRepository(t.handle.db).claimNext(100)).toMatchObject({ key: 'orphan', attempts: 1 });
    s.runner.start();
    await eventually(finished('orphan'), 'the orphaned job ran');
    expect(runs).toBe(1);
    expect(await row('orphan')).toMatchObject({ status: 'done', attempts: 2 });
  });
});
