import { and, eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestContext } from '#test/app.ts';
import type { SignedIn } from '#test/auth.ts';
import { eventually } from '#test/eventually.ts';
import { board, caller, watchCast, mailsKeyed, noticesOf } from '#test/watch.ts';
import { jobs } from '#server/db/schema/index.ts';
import { WANTED_MATCH } from './wanted-alerts.ts';

let t: TestContext;
let seller: SignedIn;
let buyer: SignedIn;
let other: SignedIn;
beforeEach(async () => void ({ t, seller, buyer, other } = await watchCast()));
afterEach(() => t.close());

const call = caller(() => t);

async function saveList(who: SignedIn, text: string, name = 'Repair kit') {
  const res = await call(who, 'POST', '/api/bom/lists', { name, text });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** Every wanted-line job of the listing is done, `count` of them. */
async function checked(listingId: string, count = 1) {
  await eventually(async () => {
    const rows = await t.database.db.select({ status: jobs.status }).from(jobs).where(and(eq(jobs.kind, WANTED_MATCH), like(jobs.key, `${listingId}:%`)));
    return rows.length >= count && rows.every((r) => r.status === 'done');
  }, `the wanted-line jobs of ${listingId} are done`);
}

async function list(input: object) {
  const res = await call(seller, 'POST', '/api/products', { ...board, ...input });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  await checked(id);
  return id;
}

const wantedMails = async () => (await mailsKeyed(t, 'notification:')).filter((m) => (m as { kind?: string }).kind === 'wanted_match');

describe('wanted-list alerts', () => {
  it('a saved line with no match is told once, by notification and mail, when a listing of its part appears', async () => {
    await saveList(buyer, 'W25Q128JVSIQ 2\nLM317T 1');
    const first = await call(buyer, 'GET', '/api/bom/lists');
    expect(first.json().items[0].openLines).toBe(2);

    const id = await list({ name: 'Winbond flash, 5 pcs', partNumber: 'w25q128-jvsiq', resalePrice: 150 });
    const notices = await noticesOf(t, buyer, 'wanted_match');
    expect(notices).toEqual([expect.objectContaining({ link: `/products/${id}`, text: expect.stringContaining('Winbond flash, 5 pcs') })]);
    expect(notices[0]!.text).toContain('Repair kit');
    expect(await wantedMails()).toEqual([expect.objectContaining({ to: buyer.id })]);

    // An edit checks the listing again; the line was told of it already.
    const edit = await call(seller, 'PATCH', `/api/products/${id}`, { ...board, name: 'Winbond flash, 4 pcs', partNumber: 'w25q128-jvsiq', resalePrice: 140 });
    expect(edit.statusCode, edit.body).toBe(200);
    await checked(id, 2);
    expect(await noticesOf(t, buyer, 'wanted_match')).toHaveLength(1);
    expect(await wantedMails()).toHaveLength(1);
    // A listing of another part tells nobody.
    await list({ name: 'Something else', partNumber: 'NE555' });
    expect(await noticesOf(t, buyer, 'wanted_match')).toHaveLength(1);
  });

  it('mail follows the settings; closed lines and the seller’s own lists are not told', async () => {
    await saveList(buyer, 'LM317T 2');
    await saveList(other, 'LM317T 2');
    await saveList(seller, 'LM317T 5');
    const closing = await saveList(buyer, 'LM317T 1', 'Done already');
    const line = (await call(buyer, 'GET', `/api/bom/lists/${closing}`)).json().lines[0].id as string;
    expect((await call(buyer, 'PATCH', `/api/bom/lists/${closing}/lines/${line}`, { closed: true })).statusCode).toBe(200);
    const settings = (await call(other, 'GET', '/api/notification-settings')).json().mail;
    expect(settings.wanted_match).toBe(true);
    expect((await call(other, 'PUT', '/api/notification-settings', { mail: { ...settings, wanted_match: false } })).statusCode).toBe(200);

    await list({ name: 'LM317 regulator', partNumber: 'LM317-T' });
    // The buyer's open line only (not the closed one); the other buyer is told without mail; the seller not at all.
    expect(await noticesOf(t, buyer, 'wanted_match')).toHaveLength(1);
    expect(await noticesOf(t, other, 'wanted_match')).toHaveLength(1);
    expect(await noticesOf(t, seller, 'wanted_match')).toEqual([]);
    expect((await wantedMails()).map((m) => m.to)).toEqual([buyer.id]);
  });
});
