import { count, eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, signUp, type SignedIn } from '#test/auth.ts';
import { insertListing } from '#test/factories.ts';
import { book, bookUnheld, payWithCard, signUpBuyers, sellerBuyerAndListing, testCard } from '#test/market.ts';
import { jobs, orders, payments, products } from '#server/db/schema/index.ts';

let t: TestContext;
let seller: SignedIn;
let buyer: SignedIn;
let listingId: string;
beforeEach(async () => {
  t = await createTestApp();
  ({ seller, buyer, listingId } = await sellerBuyerAndListing(t, { listing: { resalePrice: 120000 } }));
});
afterEach(() => t.close());

const paymentRows = () => t.database.db.select().from(payments);
const itemGoneMails = async () =>
  (await t.database.db.select().from(jobs).where(like(jobs.key, 'item-gone:%'))).map((j) => ({ key: j.key, to: (j.payload as { to: string }).to }));
const listingStatus = async () =>
  (await t.database.db.select({ s: products.status }).from(products).where(eq(products.id, listingId)))[0]!.s;

describe('paying with the test provider', () => {
  it('4242 4242 4242 4242 pays: order paid, listing sold, one payment at the listing’s price', async () => {
    const { id } = await book(t.app, buyer, listingId);
    const res = await payWithCard(t.app, buyer, id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ orderId: id, amount: 120000, currency: 'BDT' });
    expect(res.json().transactionId).toMatch(/^txn_/);
    const rows = await paymentRows();
    expect(rows).toEqual([expect.objectContaining({ orderId: id, amount: 120000, providerRef: res.json().transactionId })]);
    expect(await listingStatus()).toBe('sold');
    const cart = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: asUser(buyer.cookie) })).json();
    expect(cart.items[0]).toMatchObject({ status: 'paid', transactionId: res.json().transactionId });
    expect((await t.app.inject({ method: 'GET', url: '/api/products' })).json().total).toBe(0);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'Your card has expired.'],
    ['5555 5555 5555 4444', 'This is not a test card. Use 4242 4242 4242 4242.'],
  ])('%s is refused with “%s” and the order stays unpaid', async (number, message) => {
    const { id } = await book(t.app, buyer, listingId);
    const res = await payWithCard(t.app, buyer, id, number);
    expect(res.statusCode).toBe(402);
    expect(res.json().error.message).toBe(message);
    expect(await paymentRows()).toEqual([]);
    expect(await listingStatus()).toBe('active');
  });

  it('refuses an expiry in the past, a month that does not exist and a missing or short CVC, naming the field', async () => {
    const { id } = await book(t.app, buyer, listingId);
    const intent = await t.app.inject({ method: 'POST', url: `/api/orders/${id}/payment-intent`, headers: asUser(buyer.cookie) });
    const pay = (card: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${id}/payments`,
        headers: asUser(buyer.cookie),
        payload: { clientSecret: intent.json().clientSecret, card },
      });
    const lastYear = new Date().getUTCFullYear() - 1;
    const { cvc: _cvc, ...withoutCvc } = testCard();
    for (const [card, field, message] of [
      [{ ...testCard(), expYear: lastYear }, 'card.expYear', "Your card's expiration date is in the past."],
      [{ ...testCard(), expMonth: 13 }, 'card.expMonth', "Your card's expiration month is invalid."],
      [{ ...testCard(), cvc: '12' }, 'card.cvc', "Your card's security code is incomplete."],
      [withoutCvc, 'card.cvc', "Your card's security code is incomplete."],
    ] as const) {
      const res = await pay(card);
      expect(res.statusCode, JSON.stringify(card)).toBe(400);
      expect(res.json().error.fields).toEqual({ [field]: message });
    }
    expect(await paymentRows()).toEqual([]);
    expect(await listingStatus()).toBe('active');
    expect((await pay(testCard())).statusCode).toBe(201);
  });

  it('charges the listing’s price whatever the client sends', async () => {
    const { id } = await book(t.app, buyer, listingId);
    const intent = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/payment-intent`,
      headers: asUser(buyer.cookie),
      payload: { price: 1, amount: 1 },
    });
    expect(intent.json()).toMatchObject({ provider: 'test', amount: 120000, currency: 'BDT' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/payments`,
      headers: asUser(buyer.cookie),
      payload: { clientSecret: intent.json().clientSecret, card: testCard(), amount: 1, price: 1 },
    });
    expect(res.json().amount).toBe(120000);
    expect((await paymentRows())[0]!.amount).toBe(120000);
  });

  it('refuses a client secret made for another order', async () => {
    const other = await insertListing(t.database.db, seller.id);
    const first = await book(t.app, buyer, listingId);
    const second = await book(t.app, buyer, other.id);
    const intent = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${first.id}/payment-intent`,
      headers: asUser(buyer.cookie),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${second.id}/payments`,
      headers: asUser(buyer.cookie),
      payload: { clientSecret: intent.json().clientSecret, card: testCard() },
    });
    expect(res.statusCode).toBe(400);
    expect(await paymentRows()).toEqual([]);
  });

  it('a buyer cannot pay, or start paying, for another buyer’s order', async () => {
    const { id } = await book(t.app, buyer, listingId);
    const thief = await signUp(t.app, { role: 'buyer' });
    expect((await payWithCard(t.app, thief, id)).statusCode).toBe(404);
    expect(await paymentRows()).toEqual([]);
  });

  it('a paid order cannot be paid again, and other buyers’ orders say the listing is gone', async () => {
    const other = await signUp(t.app, { role: 'buyer' });
    const mine = await bookUnheld(t, buyer, listingId);
    const theirs = await bookUnheld(t, other, listingId);
    expect((await payWithCard(t.app, buyer, mine.id)).statusCode).toBe(201);
    const again = await payWithCard(t.app, buyer, mine.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This order is already paid');
    const late = await payWithCard(t.app, other, theirs.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This product is no longer available');
    const cart = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: asUser(other.cookie) })).json();
    expect(cart.items[0]).toMatchObject({ status: 'pending', available: false });
    expect(await paymentRows()).toHaveLength(1);
    // The other buyer is told, once; the one who paid is not.
    expect(await itemGoneMails()).toEqual([{ key: `item-gone:${theirs.id}`, to: other.id }]);
  });
});

describe('one sale per listing', () => {
  it('20 buyers paying at the same moment: one sale, one payment, 19 clear refusals', async () => {
    const buyers = await signUpBuyers(t.app, 20);
    // One booking at a time (a hold admits one at once; orders.routes.holds.test.ts races them).
    const booked = [];
    for (const b of buyers) booked.push(await bookUnheld(t, b, listingId));
    const intents = await Promise.all(
      booked.map((o, i) =>
        t.app.inject({ method: 'POST', url: `/api/orders/${o.id}/payment-intent`, headers: asUser(buyers[i]!.cookie) }),
      ),
    );
    const results = await Promise.all(
      booked.map((o, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/orders/${o.id}/payments`,
          headers: asUser(buyers[i]!.cookie),
          payload: { clientSecret: intents[i]!.json().clientSecret, card: testCard() },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const refusals = results.filter((r) => r.statusCode !== 201);
    expect(refusals).toHaveLength(19);
    for (const r of refusals) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error.message).toMatch(/sold to another buyer|no longer available/);
    }
    expect(await paymentRows()).toHaveLength(1);
    const [paid] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.status, 'paid'));
    expect(paid!.n).toBe(1);
    expect(await listingStatus()).toBe('sold');
    // Each of the 19 others is told it is gone, once.
    const told = await itemGoneMails();
    expect(told).toHaveLength(19);
    expect(new Set(told.map((m) => m.to)).size).toBe(19);
  });
});
