import { CATEGORY_IDS } from '@reboard/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestContext } from '#test/app.ts';
import type { SignedIn } from '#test/auth.ts';
import { jobs } from '#server/db/schema/index.ts';
import { eventually } from '#test/eventually.ts';
import { board, caller, watchCast, listAndMatch, mailsKeyed, matchedAll, noticesOf } from '#test/watch.ts';
import { createSearchAlertsService, nextDigestAt } from './index.ts';

let t: TestContext;
let seller: SignedIn;
let buyer: SignedIn;
let other: SignedIn;
beforeEach(async () => void ({ t, seller, buyer, other } = await watchCast()));
afterEach(() => t.close());

const call = caller(() => t);
async function save(who: SignedIn, filters: object, alert: 'immediate' | 'daily', name?: string) {
  const res = await call(who, 'POST', '/api/saved-searches', { filters, alert, ...(name ? { name } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe('saved-search alerts', () => {
  it('a new matching listing notifies each matching search once and mails an immediate one at once', async () => {
    await save(buyer, { q: 'esp32', category: CATEGORY_IDS.networkModules, maxPrice: 1500 }, 'immediate', 'Cheap ESP32');
    await save(other, { q: 'esp32', condition: 'excellent' }, 'immediate');
    const id = await listAndMatch(t, seller, { name: 'ESP32 dev board', resalePrice: 1200 });

    const notices = await noticesOf(t, buyer, 'saved_search_match');
    expect(notices).toEqual([expect.objectContaining({ link: `/products/${id}`, text: expect.stringContaining('“Cheap ESP32”: ESP32 dev board') })]);
    expect(await noticesOf(t, other, 'saved_search_match')).toEqual([]);
    expect(await mailsKeyed(t, 'saved-search-match:')).toEqual([expect.objectContaining({ message: 'saved-search-match', to: buyer.id })]);
    // The seller's own listing never alerts the seller.
    await save(seller, { q: 'esp32' }, 'immediate');
    await listAndMatch(t, seller, { name: 'ESP32 second board' });
    expect(await noticesOf(t, seller, 'saved_search_match')).toEqual([]);
  });

  it('a person who turned saved-search mail off is still notified, but not mailed; the mail carries its unsubscribe link', async () => {
    await save(buyer, { q: 'esp32' }, 'immediate');
    await save(other, { q: 'esp32' }, 'immediate');
    const settings = (await call(other, 'GET', '/api/notification-settings')).json().mail;
    expect((await call(other, 'PUT', '/api/notification-settings', { mail: { ...settings, saved_search_match: false } })).statusCode).toBe(200);
    await listAndMatch(t, seller, { name: 'ESP32 dev board' });
    expect(await noticesOf(t, other, 'saved_search_match')).toHaveLength(1);
    const mails = await mailsKeyed(t, 'saved-search-match:');
    expect(mails).toEqual([expect.objectContaining({ to: buyer.id, unsubscribe: 'saved_search_match' })]);
  });

  it('a listing that matched before does not alert again after an edit, nor when its job runs twice', async () => {
    await save(buyer, { q: 'esp32' }, 'immediate');
    const id = await listAndMatch(t, seller, { name: 'ESP32 dev board', resalePrice: 1200 });
    const edit = await call(seller, 'PATCH', `/api/products/${id}`, { ...board, name: 'ESP32 dev board', resalePrice: 1100 });
    expect(edit.statusCode, edit.body).toBe(200);
    await matchedAll(t, id, 2);
    // The same check once more, as a runner that died before recording it would leave it.
    await t.database.db.insert(jobs).values({ kind: 'saved-search-match', key: `${id}:again`, payload: { listingId: id }, maxAttempts: 3 });
    await matchedAll(t, id, 3);
    expect(await noticesOf(t, buyer, 'saved_search_match')).toHaveLength(1);
    expect(await mailsKeyed(t, 'saved-search-match:')).toHaveLength(1);
  });

  it('an edit that makes an older listing match alerts once; a listing that does not match never alerts', async () => {
    await save(buyer, { q: 'esp32', maxPrice: 1000 }, 'immediate');
    const id = await listAndMatch(t, seller, { name: 'ESP32 dev board', resalePrice: 1200 });
    await listAndMatch(t, seller, { name: 'Raspberry Pi 4', resalePrice: 500 });
    expect(await noticesOf(t, buyer, 'saved_search_match')).toEqual([]);
    await call(seller, 'PATCH', `/api/products/${id}`, { ...board, name: 'ESP32 dev board', resalePrice: 900 });
    await matchedAll(t, id, 2);
    expect(await noticesOf(t, buyer, 'saved_search_match')).toHaveLength(1);
  });

  it('the daily digest job gathers a day of matches into one mail, at the next midnight', async () => {
    await save(buyer, { q: 'esp32' }, 'daily', 'ESP32 boards');
    await save(buyer, { category: CATEGORY_IDS.memoryStorage }, 'daily', 'Memory');
    await listAndMatch(t, seller, { name: 'ESP32 dev board' });
    await listAndMatch(t, seller, { name: 'ESP32-C3 mini' });
    await listAndMatch(t, seller, { name: '8 GB DDR4 stick', categoryId: CATEGORY_IDS.memoryStorage });
    expect(await noticesOf(t, buyer, 'saved_search_match')).toHaveLength(3);
    expect(await mailsKeyed(t, 'saved-search-match:')).toEqual([]);

    // One digest job, for the next midnight, waits for them.
    const digestJobs = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'saved-search-digest'));
    expect(digestJobs).toHaveLength(1);
    expect(digestJobs[0]!.runAt.toISOString()).toBe(nextDigestAt(new Date()).toISOString());

    // Its time comes: the runner sends the digest.
    await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.kind, 'saved-search-digest'));
    await eventually(async () => (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'saved-search-digest')))[0]!.status === 'done', 'the digest job is done');
    const digests = await mailsKeyed(t, 'saved-search-digest:');
    expect(digests).toHaveLength(1);
    expect(digests[0]).toMatchObject({ message: 'saved-search-digest', to: buyer.id, more: 0 });
    expect(digests[0]!.matches!.map((m) => m.productName).sort()).toEqual(['8 GB DDR4 stick', 'ESP32 dev board', 'ESP32-C3 mini']);
  });

  it('the digest job run directly: one mail per person, none when nothing waits', async () => {
    await save(buyer, { q: 'esp32' }, 'daily');
    await save(other, { q: 'board' }, 'daily');
    await listAndMatch(t, seller, { name: 'ESP32 dev board' });
    const alerts = createSearchAlertsService({
      db: t.database.db,
      catalog: { matchingFilters: async () => [], summaries: async () => new Map() },
      jobs: { enqueue: async () => true, enqueueMany: async () => 0, handle: () => {} },
      mail: { searchMatch: async () => {}, searchDigest: async (_tx, _day, job) => void mailed.push(job) },
      notifications: { notify: async () => {} },
      currency: 'BDT',
    });
    const mailed: { to: string; matches: unknown[] }[] = [];
    expect(await alerts.sendDigests()).toBe(2);
    expect(mailed.map((m) => [m.to, m.matches.length]).sort()).toEqual([[buyer.id, 1], [other.id, 1]].sort());
    expect(await alerts.sendDigests()).toBe(0);
  });
});
