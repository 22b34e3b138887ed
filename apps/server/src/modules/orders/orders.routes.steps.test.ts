import { eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, signUp, type SignedIn } from '#test/auth.ts';
import { eventually } from '#test/eventually.ts';
import { book, paidOrder, payWithCard, sellerBuyerAndListing } from '#test/market.ts';
import { jobs, orders } from '#server/db/schema/index.ts';

let t: TestContext;
let seller: SignedIn;
let buyer: SignedIn;
let listingId: string;
beforeEach(async () => {
  t = await createTestApp();
  ({ seller, buyer, listingId } = await sellerBuyerAndListing(t, { buyerName: 'Nadia Buyer', listing: { name: 'W5500 module' } }));
});
afterEach(() => t.close());

const post = (who: SignedIn | null, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: who ? asUser(who.cookie) : {}, ...(payload ? { payload } : {}) });
const get = (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: asUser(who.cookie) });
const ship = (who: SignedIn | null, id: string, payload: object = { carrier: 'Sundarban Courier', trackingNumber: 'SC-4471' }) =>
  post(who, `/api/seller/orders/${id}/shipped`, payload);
const received = (who: SignedIn | null, id: string) => post(who, `/api/orders/${id}/received`);
const cancel = (who: SignedIn | null, id: string) => post(who, `/api/orders/${id}/cancel`);

/** The mails enqueued for an order, as "message → recipient". */
async function mailsFor(orderId: string): Promise<string[]> {
  const rows = await t.database.db.select().from(jobs).where(like(jobs.key, `%:${orderId}`));
  return rows.map((r) => `${(r.payload as { message: string }).message} → ${(r.payload as { to: string }).to}`).sort();
}
const row = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;


describe('after payment: shipped, then received', () => {
  it('the seller marks it shipped with a carrier and tracking number, the buyer sees it and confirms receipt; each side is mailed', async () => {
    const id = await paidOrder(t.app, buyer, listingId);
    const shipped = await ship(seller, id);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ step: 'shipped', shipment: { carrier: 'Sundarban Courier', trackingNumber: 'SC-4471', receivedAt: null } });

    const seen = (await get(buyer, `/api/orders/${id}`)).json();
    expect(seen).toMatchObject({ status: 'paid', step: 'shipped', shipment: { carrier: 'Sundarban Courier', trackingNumber: 'SC-4471' } });
    expect(Date.parse(seen.shipment.shippedAt)).toBeGreaterThanOrEqual(Date.parse(seen.paidAt));
    expect((await get(seller, '/api/seller/buyers')).json().items[0]).toMatchObject({ orderId: id, step: 'shipped', paid: true });
    expect(await mailsFor(id)).toContain(`order-shipped → ${buyer.id}`);

    const done = await received(buyer, id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().step).toBe('received');
    expect(Date.parse(done.json().shipment.receivedAt)).toBeGreaterThanOrEqual(Date.parse(seen.shipment.shippedAt));
    expect((await get(buyer, '/api/orders')).json().items[0]).toMatchObject({ id, step: 'received' });
    expect(await mailsFor(id)).toContain(`order-received → ${seller.id}`);
  });

  it('a tracking number is optional; an empty or overlong carrier is refused naming the field', async () => {
    const id = await paidOrder(t.app, buyer, listingId);
    for (const [payload, field] of [
      [{}, 'carrier'],
      [{ carrier: '   ' }, 'carrier'],
      [{ carrier: 'x'.repeat(61) }, 'carrier'],
      [{ carrier: 'Pathao', trackingNumber: 'y'.repeat(61) }, 'trackingNumber'],
    ] as const) {
      const res = await ship(seller, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual([field]);
    }
    expect((await row(id)).shippedAt).toBeNull();
    const res = await ship(seller, id, { carrier: 'Pathao', trackingNumber: '' });
    expect(res.json().shipment).toMatchObject({ carrier: 'Pathao', trackingNumber: null });
  });

  it('refuses each step from the wrong step with 409 and changes nothing', async () => {
    const { id } = await book(t.app, buyer, listingId);
    expect((await ship(seller, id)).json().error.code).toBe('WRONG_ORDER_STEP'); // not paid yet
    expect((await received(buyer, id)).statusCode).toBe(409); // not shipped
    expect(await row(id)).toMatchObject({ status: 'pending', shippedAt: null, receivedAt: null });

    expect((await payWithCard(t.app, buyer, id)).statusCode).toBe(201);
    expect((await cancel(buyer, id)).statusCode).toBe(409); // paid: the buyer cannot cancel
    expect((await received(buyer, id)).statusCode).toBe(409);
    expect((await ship(seller, id)).statusCode).toBe(200);
    expect((await ship(seller, id, { carrier: 'Other' })).statusCode).toBe(409); // twice
    expect((await received(buyer, id)).statusCode).toBe(200);
    expect((await received(buyer, id)).statusCode).toBe(409);
    expect(await row(id)).toMatchObject({ status: 'paid', carrier: 'Sundarban Courier' });
    expect((await mailsFor(id)).filter((m) => m.startsWith('order-shipped'))).toHaveLength(1);
  });

  it('only the order’s seller ships it and only its buyer confirms it; others get 404, the wrong role 403, guests 401', async () => {
    const id = await paidOrder(t.app, buyer, listingId);
    const otherSeller = await signUp(t.app, { role: 'seller' });
    const otherBuyer = await signUp(t.app, { role: 'buyer' });
    expect((await ship(otherSeller, id)).statusCode).toBe(404);
    expect((await ship(buyer, id)).statusCode).toBe(403);
    expect((await ship(null, id)).statusCode).toBe(401);
    expect((await ship(seller, 'not-an-order')).statusCode).toBe(404);
    expect((await ship(seller, id)).statusCode).toBe(200);
    expect((await received(otherBuyer, id)).statusCode).toBe(404);
    expect((await received(seller, id)).statusCode).toBe(403);
    expect((await received(null, id)).statusCode).toBe(401);
    expect((await cancel(otherBuyer, id)).statusCode).toBe(404);
    expect((await row(id)).receivedAt).toBeNull();
  });

  it('two clicks at once move the order once', async () => {
    const id = await paidOrder(t.app, buyer, listingId);
    const shipTwice = await Promise.all([ship(seller, id), ship(seller, id, { carrier: 'Pathao' })]);
    expect(shipTwice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const receiveTwice = await Promise.all([received(buyer, id), received(buyer, id)]);
    expect(receiveTwice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const mails = await mailsFor(id);
    expect(mails.filter((m) => m.startsWith('order-shipped'))).toHaveLength(1);
    expect(mails.filter((m) => m.startsWith('order-received'))).toHaveLength(1);
  });
});

describe('a buyer cancels a booking before paying', () => {
  it('leaves My Cart and My Buyers, tells the seller, and the listing can be booked again', async () => {
    const { id } = await book(t.app, buyer, listingId);
    const res = await cancel(buyer, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your booking of W5500 module is cancelled');
    expect((await row(id)).status).toBe('cancelled');
    expect((await row(id)).cancelledAt).toBeInstanceOf(Date);
    expect((await get(buyer, '/api/orders')).json().items).toEqual([]);
    expect((await get(seller, '/api/seller/buyers')).json().items).toEqual([]);
    expect(await mailsFor(id)).toContain(`booking-cancelled → ${seller.id}`);
    expect((await cancel(buyer, id)).statusCode).toBe(409);
    expect((await book(t.app, buyer, listingId)).id).not.toBe(id);
  });

  it('twice at once cancels once, with one mail', async () => {
    const { id } = await book(t.app, buyer, listingId);
    const both = await Promise.all([cancel(buyer, id), cancel(buyer, id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await mailsFor(id)).filter((m) => m.startsWith('booking-cancelled'))).toHaveLength(1);
  });
});

describe('a shipped order nobody confirms', () => {
  // The deadline is 14 days; here 300 ms, with a runner that looks every 20 ms.
  beforeEach(async () => {
    await t.close();
    t = await createTestApp({ ORDER_AUTO_COMPLETE_MS: '300', JOB_POLL_MS: '20' });
    ({ seller, buyer, listingId } = await sellerBuyerAndListing(t, { listing: { name: 'W5500 module' } }));
  });
  const autoCompletion = async (id: string) =>
    (await t.database.db.select().from(jobs).where(eq(jobs.key, id))).find((j) => j.kind === 'order-auto-complete');

  it('completes by itself at the deadline and tells the seller; the buyer can no longer confirm it', async () => {
    const id = await paidOrder(t.app, buyer, listingId);
    expect((await ship(seller, id)).json().step).toBe('shipped');
    await eventually(async () => (await get(buyer, `/api/orders/${id}`)).json().step === 'completed', 'the order completed');
    const { shipment } = (await get(buyer, `/api/orders/${id}`)).json();
    expect(Date.parse(shipment.completedAt) - Date.parse(shipment.shippedAt)).toBeGreaterThanOrEqual(300);
    expect(shipment.receivedAt).toBeNull();
    expect(await mailsFor(id)).toContain(`order-completed → ${seller.id}`);
    expect((await received(buyer, id)).statusCode).toBe(409);
  });

  it('does nothing when the buyer confirmed it first', async () => {
    const id = await paidOrder(t.app, buyer, listingId);
    await ship(seller, id);
    expect((await received(buyer, id)).statusCode).toBe(200);
    await eventually(async () => (await autoCompletion(id))?.status === 'done', 'the deadline passed');
    expect((await get(buyer, `/api/orders/${id}`)).json()).toMatchObject({ step: 'received', shipment: { completedAt: null } });
    expect((await mailsFor(id)).filter((m) => m.startsWith('order-completed'))).toEqual([]);
  });
});
