import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, signUp, type SignedIn } from '#test/auth.ts';
import { insertListing } from '#test/factories.ts';
import { book, payWithCard, sellerBuyerAndListing } from '#test/market.ts';
import { products } from '#server/db/schema/index.ts';

let t: TestContext;
let seller: SignedIn;
let buyer: SignedIn;
let listingId: string;
beforeEach(async () => {
  t = await createTestApp();
  ({ seller, buyer, listingId } = await sellerBuyerAndListing(t, {
    buyerName: 'Nadia Buyer',
    listing: { name: 'W5500 module', resalePrice: 85000 },
  }));
});
afterEach(() => t.close());

const order = (who: SignedIn | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/orders', headers: who ? asUser(who.cookie) : {}, payload });
const get = (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: asUser(who.cookie) });

describe('booking a listing', () => {
  it("takes the price from the listing and the buyer's name and email from the session", async () => {
    const res = await order(buyer, {
      productId: listingId,
      phone: '+8801811000000',
      location: 'Dhanmondi',
      price: 1,
      buyerEmail: 'someone@else.test',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      productName: 'W5500 module',
      price: 85000,
      currency: 'BDT',
      buyerName: 'Nadia Buyer',
      buyerEmail: buyer.email,
      status: 'pending',
      available: true,
    });
    const cart = await get(buyer, '/api/orders');
    expect(cart.json().items).toHaveLength(1);
  });

  it('requires phone and location, naming them', async () => {
    const res = await order(buyer, { productId: listingId });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['location', 'phone']);
  });

  it('refuses a second booking of the same listing by the same buyer', async () => {
    await book(t.app, buyer, listingId);
    const again = await order(buyer, { productId: listingId, phone: '+8801811000000', location: 'Dhaka' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already booked this product');
  });

  it('refuses a sold listing, a removed one, and one’s own', async () => {
    await t.database.db.update(products).set({ status: 'sold' }).where(eq(products.id, listingId));
    const sold = await order(buyer, { productId: listingId, phone: '+8801811000000', location: 'Dhaka' });
    expect(sold.statusCode).toBe(409);
    expect(sold.json().error.message).toBe('This product has already been sold');

    const removed = await insertListing(t.database.db, seller.id, { status: 'removed' });
    expect((await order(buyer, { productId: removed.id, phone: '+8801811000000', location: 'Dhaka' })).statusCode).toBe(404);

    const own = await insertListing(t.database.db, buyer.id);
    const mine = await order(buyer, { productId: own.id, phone: '+8801811000000', location: 'Dhaka' });
    expect(mine.statusCode).toBe(409);
    expect(mine.json().error.message).toBe('You cannot book your own product');
  });

  it('is for buyers: a seller cannot book (403), nor can an anonymous visitor (401)', async () => {
    const body = { productId: listingId, phone: '+8801811000000', location: 'Dhaka' };
    expect((await order(seller, body)).statusCode).toBe(403);
    expect((await order(null, body)).statusCode).toBe(401);
  });

  it('never shows one buyer another buyer’s order', async () => {
    const { id } = await book(t.app, buyer, listingId);
    const other = await signUp(t.app, { role: 'buyer' });
    expect((await get(other, `/api/orders/${id}`)).statusCode).toBe(404);
    expect((await get(other, '/api/orders')).json().items).toEqual([]);
    expect((await get(buyer, `/api/orders/${id}`)).json().id).toBe(id);
  });
});

describe('My Buyers', () => {
  it('shows the seller who booked and who paid', async () => {
    const { id } = await book(t.app, buyer, listingId);
    let list = (await get(seller, '/api/seller/buyers')).json().items;
    expect(list).toEqual([
      expect.objectContaining({ orderId: id, productName: 'W5500 module', buyerEmail: buyer.email, paid: false }),
    ]);
    expect((await payWithCard(t.app, buyer, id)).statusCode).toBe(201);
    list = (await get(seller, '/api/seller/buyers')).json().items;
    expect(list[0]).toMatchObject({ paid: true, phone: '+8801811000000', location: 'Dhanmondi, Dhaka' });
    const stranger = await signUp(t.app, { role: 'seller' });
    expect((await get(stranger, '/api/seller/buyers')).json().items).toEqual([]);
  });
});
