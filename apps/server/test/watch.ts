import type { ListingInput } from '@reboard/contracts';
import { and, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestApp, type TestContext } from './app.ts';
import { requestAs, signUp, type SignedIn } from './auth.ts';
import { eventually } from './eventually.ts';
import { listingInput } from './factories.ts';
import { jobs } from '#server/db/schema/index.ts';

/* What the watch tests share: calling as someone, listing through the API, waiting for the match job. */

export const FAST_JOBS = { JOB_POLL_MS: '20', JOB_RETRY_MS: '20' };

export const board = listingInput;

/** The cast of a test of what follows listings: an app running jobs at once, a seller and two buyers, signed up in that order. */
export async function watchCast(): Promise<{ t: TestContext; seller: SignedIn; buyer: SignedIn; other: SignedIn }> {
  const t = await createTestApp(FAST_JOBS);
  const seller = await signUp(t.app, { role: 'seller' });
  const buyer = await signUp(t.app, { role: 'buyer' });
  const other = await signUp(t.app, { role: 'buyer' });
  return { t, seller, buyer, other };
}

export const caller =
  (t: () => TestContext) =>
  (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    requestAs(t().app, who, method, url, payload);

/** Every match job for the listing is done (the runner recorded it), so its hits and mails are committed. */
export async function matchedAll(t: TestContext, listingId: string, count = 1): Promise<void> {
  const done = async () => {
    const rows = await t.database.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.kind, 'saved-search-match'), like(jobs.key, `${listingId}:%`)));
    return rows.length >= count && rows.every((r) => r.status === 'done');
  };
  await eventually(done, `the match jobs of ${listingId} are done`);
}

/** Lists a product through the API as `seller`, waits for its match job, and returns its id. */
export async function listAndMatch(t: TestContext, seller: SignedIn, input: Partial<ListingInput> = {}): Promise<string> {
  const res = await caller(() => t)(seller, 'POST', '/api/products', { ...board, ...input });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  await matchedAll(t, id);
  return id;
}

/** The mail jobs enqueued with keys starting with `prefix`, as "message → recipient". */
export async function mailsKeyed(t: TestContext, prefix: string) {
  const rows = await t.database.db.select().from(jobs).where(and(eq(jobs.kind, 'mail'), like(jobs.key, `${prefix}%`)));
  return rows.map((r) => r.payload as { message: string; to: string; unsubscribe?: string; matches?: { productName: string }[]; match?: { productName: string } });
}

/** The notifications of `kind` a person has, newest first, as their bell lists them. */
export async function noticesOf(t: TestContext, who: SignedIn, kind: string) {
  const res = await caller(() => t)(who, 'GET', '/api/notifications?limit=50');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { kind: string; text: string; link: string }[]).filter((n) => n.kind === kind);
}
