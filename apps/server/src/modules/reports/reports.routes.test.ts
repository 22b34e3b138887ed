import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, signUp, type SignedIn } from '#test/auth.ts';
import { sellerBuyerAndListing } from '#test/market.ts';
import { products, reports } from '#server/db/schema/index.ts';

let t: TestContext;
let seller: SignedIn;
let buyer: SignedIn;
let listingId: string;
beforeEach(async () => {
  t = await createTestApp();
  ({ seller, buyer, listingId } = await sellerBuyerAndListing(t));
});
afterEach(() => t.close());

const report = (who: SignedIn | null, id: string, payload: object = { reason: 'Photos are of a different board' }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${id}/reports`,
    headers: who ? asUser(who.cookie) : {},
    payload,
  });

describe('reporting a listing', () => {
  it('records one open report per person and listing', async () => {
    const first = await report(buyer, listingId);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Product is reported successfully');
    const second = await report(buyer, listingId, { reason: 'Again' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toMatch(/already reported/);
    const rows = await t.database.db.select().from(reports).where(eq(reports.productId, listingId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reporterId: buyer.id, status: 'open', reason: 'Photos are of a different board' });
  });

  it('lets another person report the same listing, and a seller report someone else’s', async () => {
    const otherSeller = await signUp(t.app, { role: 'seller' });
    expect((await report(buyer, listingId)).statusCode).toBe(201);
    expect((await report(otherSeller, listingId)).statusCode).toBe(201);
  });

  it('refuses sellers reporting their own listing, anonymous visitors, and an empty reason', async () => {
    expect((await report(seller, listingId)).statusCode).toBe(403);
    expect((await report(null, listingId)).statusCode).toBe(401);
    const empty = await report(buyer, listingId, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('reason');
  });

  it('answers 404 for unknown, sold or removed listings', async () => {
    expect((await report(buyer, '0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e99')).statusCode).toBe(404);
    expect((await report(buyer, 'not-an-id')).statusCode).toBe(404);
    await t.database.db.update(products).set({ status: 'sold' }).where(eq(products.id, listingId));
    expect((await report(buyer, listingId)).statusCode).toBe(404);
  });
});
