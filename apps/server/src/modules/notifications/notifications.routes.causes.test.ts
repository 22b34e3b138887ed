import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, signUp, type SignedIn } from '#test/auth.ts';
import { book, paidOrder, receivedOrder, sellerBuyerAndListing, signUpAdmin } from '#test/market.ts';
import { notifications, orderProblems } from '#server/db/schema/index.ts';

/* Each event a user is told of, created by the step that causes it (in its transaction). */
let t: TestContext;
let seller: SignedIn;
let buyer: SignedIn;
let listingId: string;
beforeEach(async () => {
  t = await createTestApp();
  ({ seller, buyer, listingId } = await sellerBuyerAndListing(t, { buyerName: 'Nadia Buyer', listing: { name: 'W5500 module' } }));
});
afterEach(() => t.close());

const as = (who: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: asUser(who.cookie), ...(payload ? { payload } : {}) });
/** The user's notifications, oldest first, as "kind: text → link". */
const told = async (who: SignedIn) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, who.id)).orderBy(notifications.createdAt, notifications.id)).map(
    (n) => `${n.kind}: ${n.text} → ${n.link}`,
  );

describe('notifications of order steps', () => {
  it('booked, paid and received go to the seller; shipped to the buyer; each links to the order', async () => {
    const id = await receivedOrder(t.app, buyer, seller, listingId);
    expect(await told(seller)).toEqual([
      `order_booked: Nadia Buyer booked W5500 module → /dashboard/orders/${id}`,
      `order_paid: Nadia Buyer paid for W5500 module: time to send it → /dashboard/orders/${id}`,
      `order_received: Nadia Buyer received W5500 module → /dashboard/orders/${id}`,
    ]);
    expect(await told(buyer)).toEqual([`order_shipped: W5500 module is on its way (Sundarban Courier) → /dashboard/orders/${id}`]);
  });

  it('a cancelled booking goes to the seller, a cancelled sale to the buyer', async () => {
    const booking = await book(t.app, buyer, listingId);
    expect((await as(buyer, 'POST', `/api/orders/${booking.id}/cancel`)).statusCode).toBe(200);
    expect(await told(seller)).toContain(`order_cancelled: Nadia Buyer cancelled their booking of W5500 module → /dashboard/orders/${booking.id}`);

    const sold = await paidOrder(t.app, buyer, listingId);
    const cancelled = await as(seller, 'POST', `/api/seller/orders/${sold}/cancel`, { reason: 'It broke while I packed it' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await told(buyer)).toEqual([
      `order_cancelled: The seller cancelled your order of W5500 module; your payment is refunded → /dashboard/orders/${sold}`,
    ]);
  });

  it('a refund after a problem goes to the buyer', async () => {
    const admin = await signUpAdmin(t);
    const id = await paidOrder(t.app, buyer, listingId);
    await as(buyer, 'POST', `/api/orders/${id}/problem`, { kind: 'not_received', description: 'Nothing came' });
    const [problem] = await t.database.db.select().from(orderProblems).where(eq(orderProblems.orderId, id));
    const res = await as(admin, 'POST', `/api/admin/problems/${problem!.id}/refund`, { reason: 'No proof it was sent' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await told(buyer)).toEqual([`order_refunded: Your payment for W5500 module is refunded → /dashboard/orders/${id}`]);
  });
});

describe('notifications of reviews and moderation', () => {
  it('a review goes to the seller', async () => {
    const id = await receivedOrder(t.app, buyer, seller, listingId);
    expect((await as(buyer, 'POST', `/api/orders/${id}/review`, { rating: 4, text: 'Works, well packed.' })).statusCode).toBe(201);
    expect((await told(seller)).at(-1)).toBe(`review_posted: Nadia Buyer gave you 4 of 5 stars for W5500 module → /dashboard/orders/${id}`);
  });

  it('verification and a removal after a report go to the seller', async () => {
    const admin = await signUpAdmin(t);
    expect((await as(admin, 'POST', `/api/admin/sellers/${seller.id}/verify`)).statusCode).toBe(200);
    const reporter = await signUp(t.app);
    expect((await as(reporter, 'POST', `/api/products/${listingId}/reports`, { reason: 'Looks like a stock photo' })).statusCode).toBe(201);
    const [report] = (await as(admin, 'GET', '/api/admin/reports')).json().items;
    expect((await as(admin, 'POST', `/api/admin/reports/${report.id}/resolve`, { action: 'remove' })).statusCode).toBe(200);
    expect(await told(seller)).toEqual([
      `seller_verified: Your seller account is verified: buyers now see the verified badge on your listings → /sellers/${seller.id}`,
      'listing_removed: Your listing W5500 module was removed after a report: Looks like a stock photo → /dashboard/myproducts',
    ]);
  });
});
