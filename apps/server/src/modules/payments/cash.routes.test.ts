import { count, eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, signUp, type SignedIn } from '#test/auth.ts';
import { book, bookUnheld, payWithCard, sellerBuyerAndListing, signUpBuyers } from '#test/market.ts';
import { jobs, orders, payments, products } from '#server/db/schema/index.ts';

let t: TestContext;
let seller: SignedIn;
let buyer: SignedIn;
let listingId: string;
beforeEach(async () => {
  t = await createTestApp();
  ({ seller, buyer, listingId } = await sellerBuyerAndListing(t, { listing: { resalePrice: 120000, courierFeeInside: 6000, courierFeeOutside: 12000 } }));
});
afterEach(() => t.close());

const post = (who: SignedIn | null, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: who ? asUser(who.cookie) : {}, ...(payload ? { payload } : {}) });
const confirm = (who: SignedIn | null, id: string) => post(who, `/api/seller/orders/${id}/confirm`);
const listingStatus = async () => (await t.database.db.select({ s: products.status }).from(products).where(eq(products.id, listingId)))[0]!.s;
const cashOrder = (who = buyer, delivery: 'meetup' | 'courier_inside' = 'courier_inside') => book(t.app, who, listingId, { delivery, paymentMethod: 'cash' });
/** A cash booking that leaves the listing unheld, so that several buyers' bookings can race (see bookUnheld). */
const unheldCashOrder = (who = buyer) => bookUnheld(t, who, listingId, { delivery: 'courier_inside', paymentMethod: 'cash' });

describe('cash on delivery or at the meet-up', () => {
  it('booked → confirmed by the seller (the sale) → shipped → received, and the seller records the cash', async () => {
    const order = await cashOrder();
    expect(order).toMatchObject({ paymentMethod: 'cash', status: 'pending', step: 'booked', total: 126000 });
    expect(await listingStatus()).toBe('active');

    const confirmed = await confirm(seller, order.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', step: 'confirmed', paidAt: null });
    expect(confirmed.json().confirmedAt).toEqual(expect.any(String));
    expect(await listingStatus()).toBe('sold');
    // No card payment is recorded for cash; the buyer is told of the confirmation.
    expect(await t.database.db.select().from(payments)).toEqual([]);
    expect(await t.database.db.select().from(jobs).where(like(jobs.key, `order-confirmed:${order.id}`))).toHaveLength(1);

    expect((await post(seller, `/api/seller/orders/${order.id}/cash-received`)).statusCode).toBe(409);
    const shipped = await post(seller, `/api/seller/orders/${order.id}/shipped`, { carrier: 'Steadfast', trackingNumber: 'SF-42' });
    expect(shipped.json()).toMatchObject({ step: 'shipped' });
    const received = await post(buyer, `/api/orders/${order.id}/received`);
    expect(received.json()).toMatchObject({ step: 'received' });
    const cash = await post(seller, `/api/seller/orders/${order.id}/cash-received`);
    expect(cash.statusCode, cash.body).toBe(200);
    expect(cash.json().cashReceivedAt).toEqual(expect.any(String));
    expect((await post(seller, `/api/seller/orders/${order.id}/cash-received`)).statusCode).toBe(409);
  });

  it('a meet-up paid in cash is handed over, then received', async () => {
    const order = await cashOrder(buyer, 'meetup');
    expect((await confirm(seller, order.id)).statusCode).toBe(200);
    expect((await post(seller, `/api/seller/orders/${order.id}/handed-over`)).json()).toMatchObject({ step: 'handed_over' });
    expect((await post(buyer, `/api/orders/${order.id}/received`)).json()).toMatchObject({ step: 'received' });
  });

  it('20 confirmations at once of 20 buyers’ cash orders for one listing sell it once', async () => {
    const buyers = await signUpBuyers(t.app, 20);
    const booked = [];
    for (const b of buyers) booked.push(await unheldCashOrder(b));
    const results = await Promise.all(booked.map((o) => confirm(seller, o.id)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const [sold] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.status, 'confirmed'));
    expect(sold!.n).toBe(1);
    expect(await listingStatus()).toBe('sold');
    // Each of the 19 others is told it is gone, once.
    expect(await t.database.db.select().from(jobs).where(like(jobs.key, 'item-gone:%'))).toHaveLength(19);
  });

  it('a cash sale and a card payment racing for one listing: one sale', async () => {
    const [other] = await signUpBuyers(t.app, 1);
    const cash = await unheldCashOrder();
    const card = await book(t.app, other!, listingId);
    const [confirmed, paid] = await Promise.all([confirm(seller, cash.id), payWithCard(t.app, other!, card.id)]);
    expect([confirmed.statusCode, paid.statusCode].filter((s) => s === 200 || s === 201)).toHaveLength(1);
    const sold = await t.database.db.select().from(orders).where(eq(orders.productId, listingId));
    expect(sold.filter((o) => o.status === 'paid' || o.status === 'confirmed')).toHaveLength(1);
    expect(await listingStatus()).toBe('sold');
  });
});

describe('who may confirm a cash order', () => {
  it('a buyer cannot confirm their own cash order (403), another seller cannot confirm it (404), a guest 401', async () => {
    const order = await cashOrder();
    expect((await confirm(buyer, order.id)).statusCode).toBe(403);
    const stranger = await signUp(t.app, { role: 'seller' });
    expect((await confirm(stranger, order.id)).statusCode).toBe(404);
    expect((await post(stranger, `/api/seller/orders/${order.id}/cash-received`)).statusCode).toBe(404);
    expect((await confirm(null, order.id)).statusCode).toBe(401);
    expect(await listingStatus()).toBe('active');
  });

  it('a card order is not confirmed by its seller, a cash order not paid by card (409), and a second confirmation is refused', async () => {
    const card = await book(t.app, buyer, listingId);
    const refused = await confirm(seller, card.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('WRONG_PAYMENT_METHOD');
    expect((await post(buyer, `/api/orders/${card.id}/cancel`)).statusCode).toBe(200);

    const cash = await cashOrder();
    const byCard = await payWithCard(t.app, buyer, cash.id);
    expect(byCard.statusCode).toBe(409);
    expect(byCard.json().error.code).toBe('WRONG_PAYMENT_METHOD');
    expect((await confirm(seller, cash.id)).statusCode).toBe(200);
    expect((await confirm(seller, cash.id)).statusCode).toBe(409);
  });
});
