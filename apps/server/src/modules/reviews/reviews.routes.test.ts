import { eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { requestAs, signUp, type SignedIn } from '#test/auth.ts';
import { book, paidOrder, receivedOrder, sellerBuyerAndListing } from '#test/market.ts';
import { jobs, reviews } from '#server/db/schema/index.ts';

let t: TestContext;
let seller: SignedIn;
let buyer: SignedIn;
let listingId: string;
beforeEach(async () => {
  t = await createTestApp();
  ({ seller, buyer, listingId } = await sellerBuyerAndListing(t, { buyerName: 'Nadia Buyer', listing: { name: 'W5500 module' } }));
});
afterEach(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', who: SignedIn | null, url: string, payload?: object) =>
  requestAs(t.app, who, method, url, payload);
const review = (who: SignedIn | null, orderId: string, payload: object = { rating: 5, text: 'Works perfectly, well packed.' }) =>
  call('POST', who, `/api/orders/${orderId}/review`, payload);
const mails = async (reviewId: string) =>
  (await t.database.db.select().from(jobs).where(like(jobs.key, `%:${reviewId}`))).map(
    (r) => `${(r.payload as { message: string }).message} → ${(r.payload as { to: string }).to}`,
  );

describe('reviewing the seller of an order', () => {
  it('the buyer of a received order rates the seller once; both sides read it, and the seller is mailed', async () => {
    const orderId = await receivedOrder(t.app, buyer, seller, listingId);
    expect((await call('GET', buyer, `/api/orders/${orderId}/review`)).json()).toEqual({ review: null });
    const posted = await review(buyer, orderId, { rating: 5, text: '  Works perfectly, well packed.  ' });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({
      orderId,
      rating: 5,
      text: 'Works perfectly, well packed.',
      buyerName: 'Nadia',
      productName: 'W5500 module',
      answer: null,
      removed: false,
    });
    for (const who of [buyer, seller]) {
      expect((await call('GET', who, `/api/orders/${orderId}/review`)).json().review).toMatchObject({ id: posted.json().id, rating: 5 });
    }
    // Review mails are off until the seller turns them on (notification settings; tested there).
    expect(await mails(posted.json().id)).toEqual([]);
  });

  it('a review without a completed order is refused, a second review for the same order too', async () => {
    const refusedAt = async (orderId: string) => {
      const res = await review(buyer, orderId);
      expect(res.statusCode).toBe(409);
      return res.json().error.code;
    };
    const { seller: otherSeller, listingId: otherListing } = await sellerBuyerAndListing(t);
    expect(await refusedAt((await book(t.app, buyer, listingId)).id)).toBe('REVIEW_NOT_ALLOWED');
    const orderId = await paidOrder(t.app, buyer, otherListing);
    expect(await refusedAt(orderId)).toBe('REVIEW_NOT_ALLOWED');
    await call('POST', otherSeller, `/api/seller/orders/${orderId}/shipped`, { carrier: 'Pathao' });
    expect(await refusedAt(orderId)).toBe('REVIEW_NOT_ALLOWED');
    await call('POST', buyer, `/api/orders/${orderId}/received`);

    expect((await review(buyer, orderId)).statusCode).toBe(201);
    expect(await refusedAt(orderId)).toBe('ALREADY_REVIEWED');
  });

  it('two reviews sent at once for one order: one is kept, the other refused', async () => {
    const orderId = await receivedOrder(t.app, buyer, seller, listingId);
    const both = await Promise.all([review(buyer, orderId), review(buyer, orderId, { rating: 4, text: 'Good' })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.database.db.select().from(reviews).where(eq(reviews.orderId, orderId))).toHaveLength(1);
  });

  it('refuses guests (401), sellers (403), someone else’s order (404) and a tampered body naming its fields (400)', async () => {
    const orderId = await receivedOrder(t.app, buyer, seller, listingId);
    const stranger = await signUp(t.app, { role: 'buyer' });
    expect((await review(null, orderId)).statusCode).toBe(401);
    expect((await review(seller, orderId)).statusCode).toBe(403);
    expect((await review(stranger, orderId)).statusCode).toBe(404);
    expect((await review(buyer, 'not-an-id')).statusCode).toBe(404);
    expect((await call('GET', stranger, `/api/orders/${orderId}/review`)).statusCode).toBe(404);
    expect((await call('GET', null, `/api/orders/${orderId}/review`)).statusCode).toBe(401);
    const bad = await review(buyer, orderId, { rating: 6, text: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['rating', 'text']);
    const fractional = await review(buyer, orderId, { rating: 4.5, text: 'x'.repeat(1001) });
    expect(Object.keys(fractional.json().error.fields).sort()).toEqual(['rating', 'text']);
  });
});

describe('editing and answering a review', () => {
  let orderId: string;
  let reviewId: string;
  beforeEach(async () => {
    orderId = await receivedOrder(t.app, buyer, seller, listingId);
    reviewId = (await review(buyer, orderId, { rating: 3, text: 'Slow to ship' })).json().id;
  });
  const edit = (who: SignedIn | null, payload: object = { rating: 4, text: 'Slow to ship, but works' }) =>
    call('PATCH', who, `/api/reviews/${reviewId}`, payload);
  const answer = (who: SignedIn | null, payload: object = { answer: 'Sorry for the wait: the courier was closed for Eid.' }) =>
    call('POST', who, `/api/reviews/${reviewId}/answer`, payload);

  it('its author edits it; nobody else can (guest 401, seller 403, another buyer 404), and bad input names its fields', async () => {
    const edited = await edit(buyer);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ rating: 4, text: 'Slow to ship, but works' });
    expect(Date.parse(edited.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(edited.json().createdAt));
    expect((await edit(null)).statusCode).toBe(401);
    expect((await edit(seller)).statusCode).toBe(403);
    expect((await edit(await signUp(t.app, { role: 'buyer' }))).statusCode).toBe(404);
    const bad = await edit(buyer, { rating: 0 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['rating', 'text']);
  });

  it('the seller answers once and the buyer is mailed; a second answer is refused', async () => {
    const answered = await answer(seller);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().answer).toBe('Sorry for the wait: the courier was closed for Eid.');
    expect(answered.json().answeredAt).not.toBeNull();
    const again = await answer(seller, { answer: 'And another thing' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_ANSWERED');
    expect(await mails(reviewId)).toEqual([`review-answered → ${buyer.id}`]);
  });

  it('only the reviewed seller answers: guest 401, buyer 403, another seller 404, empty answer 400', async () => {
    expect((await answer(null)).statusCode).toBe(401);
    expect((await answer(buyer)).statusCode).toBe(403);
    expect((await answer(await signUp(t.app, { role: 'seller' }))).statusCode).toBe(404);
    const empty = await answer(seller, { answer: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('answer');
  });
});

describe('the edit window', () => {
  // 30 days in production; here 300 ms.
  beforeEach(async () => {
    await t.close();
    t = await createTestApp({ REVIEW_EDIT_MS: '300' });
    ({ seller, buyer, listingId } = await sellerBuyerAndListing(t));
  });

  it('closes: after it an edit is refused with 409 and the review stays as it was', async () => {
    const orderId = await receivedOrder(t.app, buyer, seller, listingId);
    const posted = (await review(buyer, orderId, { rating: 2, text: 'Meh' })).json();
    expect(Date.parse(posted.editableUntil) - Date.parse(posted.createdAt)).toBe(300);
    await new Promise((resolve) => setTimeout(resolve, 350));
    const late = await call('PATCH', buyer, `/api/reviews/${posted.id}`, { rating: 5, text: 'Great after all' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('REVIEW_LOCKED');
    expect((await call('GET', buyer, `/api/orders/${orderId}/review`)).json().review).toMatchObject({ rating: 2, text: 'Meh' });
  });
});
