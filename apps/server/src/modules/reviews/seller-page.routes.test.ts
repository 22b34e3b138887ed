import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, signUp, type SignedIn } from '#test/auth.ts';
import { insertListing } from '#test/factories.ts';
import { receivedOrder } from '#test/market.ts';
import { auditLog, user } from '#server/db/schema/index.ts';

let t: TestContext;
let seller: SignedIn;
let admin: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'seller', name: 'Rafiq Hasan' });
  admin = await signUp(t.app, { name: 'Site Admin' });
  await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.id));
});
afterEach(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const removeReview = (who: SignedIn | null, id: string, payload?: object) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/reviews/${id}`, headers: who ? asUser(who.cookie) : {}, ...(payload ? { payload } : {}) });

/** A buyer named `name` buys one of the seller's listings, receives it and rates it. */
async function reviewed(name: string, rating: number, listingName: string) {
  const buyer = await signUp(t.app, { role: 'buyer', name });
  const listing = await insertListing(t.database.db, seller.id, { name: listingName, location: 'Chattogram' });
  const orderId = await receivedOrder(t.app, buyer, seller, listing.id);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/review`,
    headers: asUser(buyer.cookie),
    payload: { rating, text: `${listingName} as described` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe('the public seller page', () => {
  it('shows who the seller is, their completed sales and rating, and their reviews newest first, page by page', async () => {
    await reviewed('Nadia Rahman', 5, 'ESP32 board');
    await reviewed('Karim Uddin', 4, 'W5500 module');
    await reviewed('Lima Akter', 4, 'SD card 32GB');

    const profile = await get(`/api/sellers/${seller.id}`);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({
      id: seller.id,
      name: 'Rafiq Hasan',
      verified: false,
      location: 'Chattogram',
      completedSales: 3,
      rating: { average: 4.3, count: 3 },
    });
    expect(Number.isNaN(Date.parse(profile.json().memberSince))).toBe(false);

    const first = (await get(`/api/sellers/${seller.id}/reviews?limit=2`)).json();
    expect(first.items.map((r: { buyerName: string }) => r.buyerName)).toEqual(['Lima', 'Karim']);
    expect(first.items[0]).toMatchObject({ rating: 4, text: 'SD card 32GB as described', productName: 'SD card 32GB', answer: null });
    expect(JSON.stringify(first)).not.toContain('@');
    const second = (await get(`/api/sellers/${seller.id}/reviews?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second).toMatchObject({ items: [{ buyerName: 'Nadia', rating: 5 }], nextCursor: null });

    const tampered = await get(`/api/sellers/${seller.id}/reviews?cursor=bm90LWEtY3Vyc29y`);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error.fields).toHaveProperty('cursor');
  });

  it('a seller nobody reviewed yet has no average; their listings for sale are one filter of the product list', async () => {
    await insertListing(t.database.db, seller.id, { name: 'Arduino Uno' });
    await insertListing(t.database.db, seller.id, { name: 'Raspberry Pi 3', status: 'sold' });
    const other = await signUp(t.app, { role: 'seller' });
    await insertListing(t.database.db, other.id, { name: 'Someone else’s board' });

    expect((await get(`/api/sellers/${seller.id}`)).json()).toMatchObject({ completedSales: 0, rating: { average: null, count: 0 } });
    expect((await get(`/api/sellers/${seller.id}/reviews`)).json()).toEqual({ items: [], nextCursor: null });
    const forSale = (await get(`/api/products?seller=${seller.id}`)).json();
    expect(forSale).toMatchObject({ total: 1, totalIsExact: true, items: [{ name: 'Arduino Uno', seller: { id: seller.id } }] });
    expect((await get('/api/products?seller=nobody')).json().total).toBe(0);
  });

  it('answers 404 for an unknown id, a buyer, and a removed seller', async () => {
    const buyer = await signUp(t.app, { role: 'buyer' });
    for (const id of ['nobody', buyer.id]) {
      expect((await get(`/api/sellers/${id}`)).statusCode).toBe(404);
      expect((await get(`/api/sellers/${id}/reviews`)).statusCode).toBe(404);
    }
    await t.database.db.update(user).set({ deletedAt: new Date() }).where(eq(user.id, seller.id));
    expect((await get(`/api/sellers/${seller.id}`)).statusCode).toBe(404);
  });
});

describe('ratings on the listing page, and an admin removing a review', () => {
  it('the detail page shows the seller’s rating at once; a removed review leaves it, the list and the average, and is audited', async () => {
    const forSale = await insertListing(t.database.db, seller.id, { name: 'Arduino Uno' });
    const detail = async () => (await get(`/api/products/${forSale.id}`)).json().sellerRating;
    expect(await detail()).toEqual({ average: null, count: 0 }); // now cached
    const kept = await reviewed('Nadia Rahman', 5, 'ESP32 board');
    const removed = await reviewed('Karim Uddin', 2, 'W5500 module');
    expect(await detail()).toEqual({ average: 3.5, count: 2 });

    expect((await removeReview(null, removed)).statusCode).toBe(401);
    expect((await removeReview(seller, removed)).statusCode).toBe(403);
    const tooLong = await removeReview(admin, removed, { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toHaveProperty('reason');
    const done = await removeReview(admin, removed, { reason: 'Abusive language' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await removeReview(admin, removed)).statusCode).toBe(409);
    expect((await removeReview(admin, '0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e99')).statusCode).toBe(404);

    expect(await detail()).toEqual({ average: 5, count: 1 });
    expect((await get(`/api/sellers/${seller.id}`)).json().rating).toEqual({ average: 5, count: 1 });
    expect((await get(`/api/sellers/${seller.id}/reviews`)).json().items.map((r: { id: string }) => r.id)).toEqual([kept]);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, removed));
    expect(entry).toMatchObject({ actorId: admin.id, action: 'remove_review', targetType: 'review' });
    expect((entry!.details as { summary: string }).summary).toBe("Removed Karim Uddin's 2-star review of W5500 module: Abusive language");
  });
});

describe('the API docs', () => {
  it('document every review and seller page route', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining(['/api/orders/{id}/review', '/api/reviews/{id}', '/api/reviews/{id}/answer', '/api/admin/reviews/{id}', '/api/sellers/{id}', '/api/sellers/{id}/reviews']),
    );
  });
});
