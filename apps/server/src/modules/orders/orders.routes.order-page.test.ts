import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, signUp, type SignedIn } from '#test/auth.ts';
import { book, paidOrder, sellerBuyerAndListing } from '#test/market.ts';

let t: TestContext;
let seller: SignedIn;
let buyer: SignedIn;
let listingId: string;
beforeEach(async () => {
  t = await createTestApp();
  ({ seller, buyer, listingId } = await sellerBuyerAndListing(t, { buyerName: 'Nadia Buyer', listing: { name: 'W5500 module' } }));
});
afterEach(() => t.close());

const get = (who: SignedIn | null, url: string) => t.app.inject({ method: 'GET', url, headers: who ? asUser(who.cookie) : {} });
const asBuyer = (who: SignedIn | null, id: string) => get(who, `/api/orders/${id}`);
const asSeller = (who: SignedIn | null, id: string) => get(who, `/api/seller/orders/${id}`);

describe('the order page: one order for its buyer and for its seller', () => {
  it('shows the buyer the seller’s contact details and the seller the buyer’s, with each step’s time', async () => {
    const id = await paidOrder(t.app, buyer, listingId);
    const shipped = await t.app.inject({
      method: 'POST',
      url: `/api/seller/orders/${id}/shipped`,
      headers: asUser(seller.cookie),
      payload: { carrier: 'Pathao', trackingNumber: 'PT-1' },
    });
    expect(shipped.statusCode).toBe(200);

    const mine = await asBuyer(buyer, id);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      id,
      viewer: 'buyer',
      productName: 'W5500 module',
      step: 'shipped',
      seller: { id: seller.id, email: seller.email },
      buyerName: 'Nadia Buyer',
      cancelledAt: null,
      shipment: { carrier: 'Pathao', trackingNumber: 'PT-1' },
    });
    expect(mine.json().transactionId).toEqual(expect.any(String));
    const { createdAt, paidAt, shipment } = mine.json();
    expect(Date.parse(createdAt)).toBeLessThanOrEqual(Date.parse(paidAt));
    expect(Date.parse(paidAt)).toBeLessThanOrEqual(Date.parse(shipment.shippedAt));

    const theirs = await asSeller(seller, id);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json()).toMatchObject({ id, viewer: 'seller', buyerName: 'Nadia Buyer', buyerEmail: buyer.email, phone: expect.any(String) });
  });

  it('records when a booking was cancelled', async () => {
    const { id } = await book(t.app, buyer, listingId);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: asUser(buyer.cookie) })).statusCode).toBe(200);
    const page = (await asBuyer(buyer, id)).json();
    expect(page).toMatchObject({ step: 'cancelled', cancelReason: null });
    expect(Date.parse(page.cancelledAt)).toBeGreaterThanOrEqual(Date.parse(page.createdAt));
  });

  it('is nobody else’s: another buyer or seller gets 404, the wrong role 403, a guest 401, a bad id 404', async () => {
    const { id } = await book(t.app, buyer, listingId);
    expect((await asBuyer(await signUp(t.app, { role: 'buyer' }), id)).statusCode).toBe(404);
    expect((await asSeller(await signUp(t.app, { role: 'seller' }), id)).statusCode).toBe(404);
    expect((await asBuyer(seller, id)).statusCode).toBe(403);
    expect((await asSeller(buyer, id)).statusCode).toBe(403);
    expect((await asBuyer(null, id)).statusCode).toBe(401);
    expect((await asSeller(null, id)).statusCode).toBe(401);
    expect((await asSeller(seller, 'not-an-order')).statusCode).toBe(404);
    expect((await asBuyer(buyer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
