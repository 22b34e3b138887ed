import { and, count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { signUp, type SignedIn } from '#test/auth.ts';
import { eventually } from '#test/eventually.ts';
import { book, payWithCard, sellerBuyerAndListing, signUpBuyers } from '#test/market.ts';
import { caller, FAST_JOBS, noticesOf } from '#test/watch.ts';
import { jobs, listingHolds, orders, products } from '#server/db/schema/index.ts';

const DAY = 86_400_000;
const BOOKING = { phone: '+8801811000000', location: 'Dhanmondi, Dhaka' };

let t: TestContext;
let seller: SignedIn;
let buyer: SignedIn;
let other: SignedIn;
let listingId: string;

async function start(env: Record<string, string> = {}) {
  t = await createTestApp(env);
  ({ seller, buyer, listingId } = await sellerBuyerAndListing(t, { buyerName: 'Nadia Buyer', listing: { name: 'W5500 module' } }));
  other = await signUp(t.app, { role: 'buyer', name: 'Omar Other' });
}
afterEach(() => t.close());

const call = caller(() => t);
const bookAs = (who: SignedIn | null, payload: object = { productId: listingId, ...BOOKING }) => call(who, 'POST', '/api/orders', payload);
const cancel = (who: SignedIn | null, id: string) => call(who, 'POST', `/api/orders/${id}/cancel`);
/** The listing as a visitor sees it (through the public cache, as the storefront does). */
const publicListing = async () => (await t.app.inject({ method: 'GET', url: `/api/products/${listingId}` })).json();
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const holdOf = async () => {
  const [row] = await t.database.db.select({ heldUntil: products.heldUntil, status: products.status, held: products.held }).from(products).where(eq(products.id, listingId));
  const [hold] = await t.database.db.select({ orderId: listingHolds.orderId }).from(listingHolds).where(eq(listingHolds.productId, listingId));
  return { ...row!, holdOrderId: hold?.orderId ?? null };
};
const expiryJob = async (orderId: string) =>
  (await t.database.db.select().from(jobs).where(and(eq(jobs.key, orderId), eq(jobs.kind, 'order-hold-expiry'))))[0];

describe('a booking holds its listing', () => {
  beforeEach(() => start());

  it('for 24 hours by default: visitors see it reserved in the detail and search, and a second buyer is refused 409 with a clear message', async () => {
    expect((await publicListing()).reservedUntil).toBeNull(); // now cached
    const before = Date.now();
    const { id } = await book(t.app, buyer, listingId);

    const seen = await publicListing();
    expect(Date.parse(seen.reservedUntil)).toBeGreaterThanOrEqual(before + DAY - 1000);
    expect(Date.parse(seen.reservedUntil)).toBeLessThanOrEqual(Date.now() + DAY);
    const search = (await t.app.inject({ method: 'GET', url: '/api/products?q=W5500' })).json();
    expect(search.items).toEqual([expect.objectContaining({ id: listingId, status: 'active', reservedUntil: seen.reservedUntil })]);
    expect(await holdOf()).toMatchObject({ holdOrderId: id, status: 'active' });

    const second = await bookAs(other);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'RESERVED',
      message: 'This item is reserved: another buyer booked it. You can ask to be told when it is free.',
    });
    expect((await call(other, 'GET', '/api/orders')).json().items).toEqual([]);
    // The buyer who holds it is told they booked it already, never a second order.
    expect((await bookAs(buyer)).json().error.code).toBe('ALREADY_BOOKED');
    expect((await expiryJob(id))?.runAt.getTime()).toBe(Date.parse(seen.reservedUntil));
  });

  it('20 buyers booking at the same moment: one holds it, 19 are refused 409', async () => {
    const buyers = await signUpBuyers(t.app, 20);
    const results = await Promise.all(buyers.map((b) => bookAs(b)));
    const won = results.filter((r) => r.statusCode === 201);
    expect(won).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.statusCode)).toEqual(Array(19).fill(409));
    for (const r of refused) expect(r.json().error.code).toBe('RESERVED');
    const [live] = await t.database.db.select({ n: count() }).from(orders).where(and(eq(orders.productId, listingId), eq(orders.status, 'pending')));
    expect(live!.n).toBe(1);
    expect((await holdOf()).holdOrderId).toBe(won[0]!.json().id);
  });

  it('ends when its buyer cancels: the listing is free at once, its watchers are told, and another buyer can book', async () => {
    const { id } = await book(t.app, buyer, listingId);
    expect((await call(other, 'PUT', `/api/watchlist/${listingId}`)).statusCode).toBe(200);
    expect((await cancel(buyer, id)).statusCode).toBe(200);

    expect(await holdOf()).toMatchObject({ holdOrderId: null, heldUntil: null });
    expect((await publicListing()).reservedUntil).toBeNull();
    expect(await noticesOf(t, other, 'watched_free')).toEqual([
      expect.objectContaining({ text: 'W5500 module is free again: book it before someone else does', link: `/products/${listingId}` }),
    ]);
    expect((await bookAs(other)).statusCode).toBe(201);
  });

  it('ends with the sale: the listing is sold and no longer held', async () => {
    const { id } = await book(t.app, buyer, listingId);
    expect((await payWithCard(t.app, buyer, id)).statusCode).toBe(201);
    expect(await holdOf()).toMatchObject({ holdOrderId: null, heldUntil: null, status: 'sold' });
    expect(await publicListing()).toMatchObject({ status: 'sold', reservedUntil: null });
  });

  it('a sale its seller cancels puts the listing back on sale, and its watchers are told it is free', async () => {
    const { id } = await book(t.app, buyer, listingId);
    expect((await call(other, 'PUT', `/api/watchlist/${listingId}`)).statusCode).toBe(200);
    expect((await payWithCard(t.app, buyer, id)).statusCode).toBe(201);
    expect((await call(seller, 'POST', `/api/seller/orders/${id}/cancel`, { reason: 'It broke while I packed it' })).statusCode).toBe(200);
    expect(await publicListing()).toMatchObject({ status: 'active', reservedUntil: null });
    expect(await noticesOf(t, other, 'watched_free')).toHaveLength(1);
    expect((await bookAs(other)).statusCode).toBe(201);
  });

  it('someone else cannot cancel the holder’s booking (404), and the hold stays', async () => {
    const { id } = await book(t.app, buyer, listingId);
    expect((await cancel(other, id)).statusCode).toBe(404);
    expect((await cancel(seller, id)).statusCode).toBe(403); // a seller has no buyer's cancel
    expect((await holdOf()).holdOrderId).toBe(id);
    expect((await orderRow(id)).status).toBe('pending');
  });

  it('tampered ids and bodies neither book nor release: unknown or malformed ids, a hold or price in the body', async () => {
    const { id } = await book(t.app, buyer, listingId);
    for (const bad of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', `${id}x`]) {
      const res = await cancel(buyer, bad);
      expect([400, 404], bad).toContain(res.statusCode);
    }
    expect((await bookAs(other, { productId: '00000000-0000-4000-8000-000000000000', ...BOOKING })).statusCode).toBe(404);
    const tampered = await bookAs(other, { productId: listingId, ...BOOKING, reservedUntil: null, holdOrderId: null, status: 'active', price: 1 });
    expect(tampered.statusCode).toBe(409);
    expect(await holdOf()).toMatchObject({ holdOrderId: id });
    expect((await bookAs(null)).statusCode).toBe(401);
  });
});

describe('a hold that runs out', () => {
  // 24 hours by default; here 300 ms, with a runner that looks every 20 ms.
  beforeEach(() => start({ ...FAST_JOBS, BOOKING_HOLD_MS: '300' }));

  it('is released by its job: the unpaid booking is cancelled, both sides and the watchers are told, and another buyer can book', async () => {
    expect((await call(other, 'PUT', `/api/watchlist/${listingId}`)).statusCode).toBe(200);
    const { id } = await book(t.app, buyer, listingId);
    expect((await publicListing()).reservedUntil).not.toBeNull(); // now cached

    await eventually(async () => (await expiryJob(id))?.status === 'done', 'the hold ran out');
    expect(await orderRow(id)).toMatchObject({ status: 'cancelled' });
    expect(await holdOf()).toMatchObject({ holdOrderId: null, heldUntil: null, status: 'active' });
    // The job emptied the storefront's cache: visitors see it free.
    expect((await publicListing()).reservedUntil).toBeNull();
    expect((await call(buyer, 'GET', `/api/orders/${id}`)).json()).toMatchObject({ status: 'cancelled', step: 'cancelled' });
    expect(await noticesOf(t, buyer, 'order_cancelled')).toEqual([
      expect.objectContaining({ text: 'Your booking of W5500 module ran out without payment and is cancelled; others may book it now', link: `/dashboard/orders/${id}` }),
    ]);
    expect(await noticesOf(t, seller, 'order_cancelled')).toEqual([
      expect.objectContaining({ text: 'Nadia Buyer’s booking of W5500 module ran out without payment and is cancelled; your listing is for sale again' }),
    ]);
    expect(await noticesOf(t, other, 'watched_free')).toHaveLength(1);
    // Too late to pay for it; someone else may book it now.
    expect((await payWithCard(t.app, buyer, id)).statusCode).toBe(409);
    expect((await bookAs(other)).statusCode).toBe(201);
  });

  it('does nothing once the order was paid', async () => {
    const { id } = await book(t.app, buyer, listingId);
    expect((await payWithCard(t.app, buyer, id)).statusCode).toBe(201);
    await eventually(async () => (await expiryJob(id))?.status === 'done', 'the deadline passed');
    expect(await orderRow(id)).toMatchObject({ status: 'paid' });
    expect(await holdOf()).toMatchObject({ holdOrderId: null, status: 'sold' });
    expect(await noticesOf(t, seller, 'order_cancelled')).toEqual([]);
  });
});
