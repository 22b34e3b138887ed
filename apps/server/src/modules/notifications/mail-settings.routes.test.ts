import { NOTIFICATION_KINDS, type NotificationKind } from '@reboard/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { requestAs, type SignedIn } from '#test/auth.ts';
import { eventually } from '#test/eventually.ts';
import { book, paidOrder, receivedOrder, sellerBuyerAndListing } from '#test/market.ts';
import { startSmtpSink } from '#test/smtp-sink.ts';
import { insertListing } from '#test/factories.ts';
import { jobs } from '#server/db/schema/index.ts';

const FAST = { JOB_POLL_MS: '20', JOB_RETRY_MS: '20' };
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestContext;
let seller: SignedIn;
let buyer: SignedIn;
let listingId: string;
beforeEach(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ ...FAST, SMTP_URL: sink.url });
  ({ seller, buyer, listingId } = await sellerBuyerAndListing(t, { buyerName: 'Nadia Buyer', listing: { name: 'W5500 module' } }));
});
afterEach(async () => {
  await t.close();
  await sink.close();
});

const as = (who: SignedIn | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  requestAs(t.app, who, method, url, payload);
const settingsOf = async (who: SignedIn) => (await as(who, 'GET', '/api/notification-settings')).json().mail as Record<NotificationKind, boolean>;
async function choose(who: SignedIn, changes: Partial<Record<NotificationKind, boolean>>) {
  const res = await as(who, 'PUT', '/api/notification-settings', { mail: { ...(await settingsOf(who)), ...changes } });
  expect(res.statusCode, res.body).toBe(200);
}
/** Mail jobs for `to` whose key starts with `prefix`, as "message (unsubscribe kind)". */
const mailJobs = async (to: SignedIn, prefix: string) =>
  (await t.database.db.select().from(jobs).where(and(eq(jobs.kind, 'mail'), like(jobs.key, `${prefix}%`))))
    .map((j) => j.payload as { message: string; to: string; unsubscribe?: string; kind?: string })
    .filter((p) => p.to === to.id)
    .map((p) => `${p.message} (${p.unsubscribe ?? p.kind})`);

describe('mail settings', () => {
  it('orders, messages, saved-search and wanted-list alerts come by mail unless turned off; the rest only when turned on', async () => {
    const mail = await settingsOf(seller);
    expect(Object.keys(mail).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(Object.entries(mail).filter(([, on]) => on).map(([k]) => k).sort()).toEqual(
      ['message_received', 'order_booked', 'order_cancelled', 'order_paid', 'order_received', 'order_refunded', 'order_shipped', 'saved_search_match', 'wanted_match'].sort(),
    );
    await choose(seller, { order_paid: false, review_posted: true });
    expect(await settingsOf(seller)).toMatchObject({ order_paid: false, review_posted: true, order_booked: true });
    // Someone else's settings are theirs alone.
    expect((await settingsOf(buyer)).order_paid).toBe(true);
  });

  it('refuses guests (401) and a tampered body naming the field (400)', async () => {
    expect((await as(null, 'GET', '/api/notification-settings')).statusCode).toBe(401);
    expect((await as(null, 'PUT', '/api/notification-settings', { mail: {} })).statusCode).toBe(401);
    const bad = await as(seller, 'PUT', '/api/notification-settings', { mail: { ...(await settingsOf(seller)), order_paid: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error.fields)).toContain('order_paid');
    const unknown = await as(seller, 'PUT', '/api/notification-settings', { mail: { ...(await settingsOf(seller)), everything: true } });
    expect(unknown.statusCode).toBe(400);
  });

  it("a kind's mail is sent only when it is on, and a step's own mail is that kind's mail (never two)", async () => {
    await book(t.app, buyer, listingId);
    // Booked has no mail of its own for the seller: the plain notification mail stands in.
    expect(await mailJobs(seller, 'notification:')).toEqual(['notification (order_booked)']);

    await choose(seller, { order_paid: false });
    const other = (await insertListing(t.database.db, seller.id, { name: 'ENC28J60 board' })).id;
    const id = await paidOrder(t.app, buyer, other);
    expect(await mailJobs(seller, `item-sold:${id}`)).toEqual([]);
    expect(await mailJobs(seller, 'notification:')).toEqual(['notification (order_booked)', 'notification (order_booked)']);
    // The buyer's receipt is not a notification: it always goes.
    expect(await mailJobs(buyer, `payment-received:${id}`)).toEqual(['payment-received (undefined)']);

    await choose(seller, { review_posted: true });
    const third = (await insertListing(t.database.db, seller.id, { name: 'SIM800L board' })).id;
    const reviewed = await receivedOrder(t.app, buyer, seller, third);
    expect(await mailJobs(seller, `order-received:${reviewed}`)).toEqual(['order-received (order_received)']);
    expect((await as(buyer, 'POST', `/api/orders/${reviewed}/review`, { rating: 5, text: 'Great' })).statusCode).toBe(201);
    expect(await mailJobs(seller, 'review-posted:')).toEqual(['review-posted (review_posted)']);
  });
});

describe('unsubscribe links', () => {
  async function bookingMail() {
    await book(t.app, buyer, listingId);
    await eventually(() => sink.received.some((m) => m.mail.subject?.startsWith('Nadia Buyer booked')), 'the booking mail arrived');
    return sink.received.find((m) => m.mail.subject?.startsWith('Nadia Buyer booked'))!;
  }

  it('every notification mail carries a one-click link and the List-Unsubscribe headers; the link stops that kind without signing in', async () => {
    const { mail, rcptTo } = await bookingMail();
    expect(rcptTo).toEqual([seller.email]);
    const header = (name: string) => mail.headers.find((h) => h.key === name)?.value;
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(http[^>]+)>$/.exec(header('list-unsubscribe') ?? '')?.[1];
    expect(oneClick).toMatch(/\/api\/unsubscribe\?token=/);
    const token = new URL(oneClick!).searchParams.get('token')!;
    expect(mail.text).toContain(`Stop these mails: http://localhost:3000/unsubscribe?token=${encodeURIComponent(token)}`);

    // GET only says what it would stop; POST (as a mail client does, a form) stops it.
    const target = await as(null, 'GET', `/api/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(target.json()).toEqual({ kind: 'order_booked', label: 'Someone booked your listing' });
    expect((await settingsOf(seller)).order_booked).toBe(true);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await settingsOf(seller)).toMatchObject({ order_booked: false, order_paid: true });
  });

  it('a forged or tampered token is refused with 400 and changes nothing', async () => {
    const { mail } = await bookingMail();
    const token = new URL(/<([^>]+)>/.exec(String(mail.headers.find((h) => h.key === 'list-unsubscribe')?.value))![1]!).searchParams.get('token')!;
    const [user, , signature] = token.split('.');
    const forgeries = [
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      `${user}.order_paid.${signature}`,
      `${Buffer.from(buyer.id).toString('base64url')}.order_booked.${signature}`,
      'not-a-token',
    ];
    for (const forged of forgeries) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await as(null, method, `/api/unsubscribe?token=${encodeURIComponent(forged)}`);
        expect(res.statusCode, `${method} ${forged}`).toBe(400);
        expect(res.json().error.fields).toHaveProperty('token');
      }
    }
    expect((await settingsOf(seller)).order_booked).toBe(true);
    expect((await settingsOf(buyer)).order_booked).toBe(true);
  });
});
