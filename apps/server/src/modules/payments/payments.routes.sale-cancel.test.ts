import { eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, signUp, type SignedIn } from '#test/auth.ts';
import { eventually } from '#test/eventually.ts';
import { book, paidOrder, payWithCard, sellerBuyerAndListing } from '#test/market.ts';
import { jobs, orders, payments, products } from '#server/db/schema/index.ts';

let t: TestContext;
let seller: SignedIn;
let buyer: SignedIn;
let listingId: string;
beforeEach(async () => {
  t = await createTestApp();
  ({ seller, buyer, listingId } = await sellerBuyerAndListing(t, { buyerName: 'Nadia Buyer', listing: { name: 'W5500 module' } }));
});
afterEach(() => t.close());

const cancel = (who: SignedIn | null, id: string, payload: object = { reason: 'It broke while I packed it' }) =>
  t.app.inject({ method: 'POST', url: `/api/seller/orders/${id}/cancel`, headers: who ? asUser(who.cookie) : {}, payload });
const paymentOf = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.orderId, id)))[0];
const listingStatus = async () => (await t.database.db.select().from(products).where(eq(products.id, listingId)))[0]!.status;
const refundJobs = () => t.database.db.select().from(jobs).where(eq(jobs.kind, 'refund'));

describe('a seller cancels a paid order before sending it', () => {
  it('refunds the buyer, tells them why, and puts the listing back on sale', async () => {
    const id = await paidOrder(t.app, buyer, listingId);
    const res = await cancel(seller, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Order cancelled: Nadia Buyer is refunded and W5500 module is back on sale');

    await eventually(async () => (await refundJobs()).some((job) => job.status === 'done'), 'the refund job finished');
    expect((await paymentOf(id))?.refundedAt).toEqual(expect.any(Date));
    const cart = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: asUser(buyer.cookie) })).json();
    expect(cart.items[0]).toMatchObject({ id, step: 'cancelled', cancelReason: 'It broke while I packed it' });
    expect(cart.items[0].refundedAt).toEqual(expect.any(String));
    expect(await listingStatus()).toBe('active');
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${listingId}` })).json().status).toBe('active');
    const mails = await t.database.db.select().from(jobs).where(like(jobs.key, `sale-cancelled:${id}`));
    expect(mails.map((m) => (m.payload as { to: string; reason: string }))).toEqual([
      expect.objectContaining({ to: buyer.id, reason: 'It broke while I packed it' }),
    ]);
    // The seller's list no longer shows it; another buyer can book it again.
    expect((await t.app.inject({ method: 'GET', url: '/api/seller/buyers', headers: asUser(seller.cookie) })).json().items).toEqual([]);
    expect((await book(t.app, await signUp(t.app, { role: 'buyer' }), listingId)).id).toBeTruthy();
  });

  it('sent twice, or twice at once, cancels once and refunds once', async () => {
    const id = await paidOrder(t.app, buyer, listingId);
    const both = await Promise.all([cancel(seller, id), cancel(seller, id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await cancel(seller, id)).json().error.code).toBe('WRONG_ORDER_STEP');
    // The job is marked done after its refund commits, so wait for the mark rather than the refund.
    await eventually(async () => (await refundJobs()).some((job) => job.status === 'done'), 'the refund job finished');
    expect((await paymentOf(id))?.refundedAt).toEqual(expect.any(Date));
    const refunds = await refundJobs();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('refuses an unpaid or shipped order (409), someone else’s (404), the wrong role (403), a guest (401) and a missing reason (400)', async () => {
    const { id: unpaid } = await book(t.app, buyer, listingId);
    expect((await cancel(seller, unpaid)).statusCode).toBe(409);
    expect((await payWithCard(t.app, buyer, unpaid)).statusCode).toBe(201);
    const other = await signUp(t.app, { role: 'seller' });
    expect((await cancel(other, unpaid)).statusCode).toBe(404);
    expect((await cancel(buyer, unpaid)).statusCode).toBe(403);
    expect((await cancel(null, unpaid)).statusCode).toBe(401);
    for (const payload of [{}, { reason: '  ' }, { reason: 'x'.repeat(301) }]) {
      const res = await cancel(seller, unpaid, payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(['reason']);
    }
    const shipped = await t.app.inject({
      method: 'POST',
      url: `/api/seller/orders/${unpaid}/shipped`,
      headers: asUser(seller.cookie),
      payload: { carrier: 'Pathao' },
    });
    expect(shipped.statusCode).toBe(200);
    expect((await cancel(seller, unpaid)).statusCode).toBe(409);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, unpaid)))[0]!.status).toBe('paid');
    expect((await paymentOf(unpaid))!.refundedAt).toBeNull();
    expect(await listingStatus()).toBe('sold');
  });
});
