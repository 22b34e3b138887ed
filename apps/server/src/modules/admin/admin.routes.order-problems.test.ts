import { and, eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { requestAs, type SignedIn } from '#test/auth.ts';
import { eventually } from '#test/eventually.ts';
import { paidOrder, sellerBuyerAndListing, signUpAdmin } from '#test/market.ts';
import { auditLog, jobs, orderProblems, orders, payments, products } from '#server/db/schema/index.ts';

let t: TestContext;
let admin: SignedIn;
let seller: SignedIn;
let buyer: SignedIn;
let listingId: string;

async function setUp(env: Record<string, string> = {}) {
  t = await createTestApp(env);
  ({ seller, buyer, listingId } = await sellerBuyerAndListing(t, { buyerName: 'Nadia Buyer', listing: { name: 'W5500 module' } }));
  admin = await signUpAdmin(t);
}
beforeEach(() => setUp());
afterEach(() => t.close());

const as = (who: SignedIn | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  requestAs(t.app, who, method, url, payload);
const refund = (who: SignedIn | null, id: string, reason = 'The seller could not show it was sent') =>
  as(who, 'POST', `/api/admin/problems/${id}/refund`, { reason });
const close = (who: SignedIn | null, id: string, note = 'Tracking shows it delivered') => as(who, 'POST', `/api/admin/problems/${id}/close`, { note });

/** A paid order of the listing with the buyer's open "not received" problem; returns both ids. */
async function reported(): Promise<{ orderId: string; problemId: string }> {
  const orderId = await paidOrder(t.app, buyer, listingId);
  const res = await as(buyer, 'POST', `/api/orders/${orderId}/problem`, { kind: 'not_received', description: 'Nothing came' });
  expect(res.statusCode, res.body).toBe(201);
  const [problem] = await t.database.db.select().from(orderProblems).where(eq(orderProblems.orderId, orderId));
  return { orderId, problemId: problem!.id };
}
const problemRow = async (id: string) => (await t.database.db.select().from(orderProblems).where(eq(orderProblems.id, id)))[0]!;
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const refundJobs = () => t.database.db.select().from(jobs).where(eq(jobs.kind, 'refund'));
const mailsTo = async (problemId: string) =>
  (await t.database.db.select().from(jobs).where(and(eq(jobs.kind, 'mail'), like(jobs.key, `%:${problemId}`)))).map((j) => `${(j.payload as { message: string }).message} → ${(j.payload as { to: string }).to}`).sort();

describe('the admins’ queue of order problems', () => {
  it('lists open problems with the order, listing, buyer and seller; resolved ones move to the history', async () => {
    const { orderId, problemId } = await reported();
    const open = await as(admin, 'GET', '/api/admin/problems');
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json()).toMatchObject({ total: 1, nextCursor: null });
    expect(open.json().items[0]).toMatchObject({
      id: problemId,
      kind: 'not_received',
      description: 'Nothing came',
      status: 'open',
      order: { id: orderId, productId: listingId, productName: 'W5500 module', step: 'paid' },
      buyer: { id: buyer.id, name: 'Nadia Buyer' },
      seller: { id: seller.id },
      resolvedBy: null,
    });
    expect((await as(admin, 'GET', '/api/admin/problems?q=W5500')).json().total).toBe(1);
    expect((await as(admin, 'GET', '/api/admin/problems?q=nobody-matches')).json().total).toBe(0);

    expect((await close(admin, problemId)).statusCode).toBe(200);
    expect((await as(admin, 'GET', '/api/admin/problems')).json().items).toEqual([]);
    const history = (await as(admin, 'GET', '/api/admin/problems?view=resolved')).json();
    expect(history.items[0]).toMatchObject({ status: 'closed', resolutionNote: 'Tracking shows it delivered', resolvedBy: { id: admin.id } });
  });

  it('shows what the buyer paid, a lot’s units and the delivery included: what a refund would return', async () => {
    const { orderId } = await reported();
    // The order as a lot's booking by courier leaves it: 3 units and a fee.
    await t.database.db.update(orders).set({ quantity: 3, price: 5000, deliveryFee: 6000 }).where(eq(orders.id, orderId));
    const [item] = (await as(admin, 'GET', '/api/admin/problems')).json().items;
    expect(item.order).toMatchObject({ price: 5000, quantity: 3, total: 21000 });
  });

  it('is for admins only, and answers an unknown problem 404 and a bad reason or note 400', async () => {
    const { problemId } = await reported();
    for (const who of [buyer, seller]) {
      expect((await as(who, 'GET', '/api/admin/problems')).statusCode).toBe(403);
      expect((await refund(who, problemId)).statusCode).toBe(403);
      expect((await close(who, problemId)).statusCode).toBe(403);
    }
    expect((await refund(null, problemId)).statusCode).toBe(401);
    expect((await refund(admin, '0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e99')).statusCode).toBe(404);
    expect((await close(admin, 'not-an-id')).statusCode).toBe(404);
    expect(Object.keys((await refund(admin, problemId, '  ')).json().error.fields)).toEqual(['reason']);
    expect(Object.keys((await close(admin, problemId, 'x'.repeat(301))).json().error.fields)).toEqual(['note']);
    expect((await problemRow(problemId)).status).toBe('open');
  });
});

describe('an admin refunds the buyer', () => {
  it('cancels the order with the reason, refunds once through the provider, keeps the listing sold, mails both and audits', async () => {
    const { orderId, problemId } = await reported();
    const res = await refund(admin, problemId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Nadia Buyer is refunded for W5500 module');

    await eventually(async () => (await refundJobs()).some((job) => job.status === 'done'), 'the refund job finished');
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment!.refundedAt).toEqual(expect.any(Date));
    expect(await orderRow(orderId)).toMatchObject({ status: 'cancelled', cancelReason: 'The seller could not show it was sent' });
    expect((await t.database.db.select().from(products).where(eq(products.id, listingId)))[0]!.status).toBe('sold');

    const mine = (await as(buyer, 'GET', `/api/orders/${orderId}`)).json();
    expect(mine).toMatchObject({ step: 'cancelled', refundedAt: expect.any(String), problem: { status: 'refunded', resolutionNote: 'The seller could not show it was sent' } });
    const sales = (await as(seller, 'GET', '/api/seller/buyers')).json();
    expect(sales.items[0]).toMatchObject({ orderId, step: 'cancelled', problem: { status: 'refunded' } });
    expect(await mailsTo(problemId)).toEqual([`problem-refunded-buyer → ${buyer.id}`, `problem-refunded-seller → ${seller.id}`, `problem-reported → ${seller.id}`].sort());
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, problemId));
    expect(audit).toEqual([expect.objectContaining({ actorId: admin.id, action: 'refund_problem', targetType: 'problem' })]);

    // Resolved: neither a second refund nor a close.
    expect((await refund(admin, problemId)).json().error.code).toBe('ALREADY_RESOLVED');
    expect((await close(admin, problemId)).statusCode).toBe(409);
    expect(await refundJobs()).toHaveLength(1);
  });

  it('refunds a shipped order too', async () => {
    const { orderId, problemId } = await reported();
    expect((await as(seller, 'POST', `/api/seller/orders/${orderId}/shipped`, { carrier: 'Pathao' })).statusCode).toBe(200);
    expect((await refund(admin, problemId)).statusCode).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'cancelled', carrier: 'Pathao' });
  });

  it('two refunds at once: one 200, one 409, the refund asked and recorded once', async () => {
    const { orderId, problemId } = await reported();
    const both = await Promise.all([refund(admin, problemId), refund(admin, problemId)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // The job is marked done after its refund commits, so wait for the mark rather than the refund.
    await eventually(async () => (await refundJobs()).some((job) => job.status === 'done'), 'the refund job finished');
    const done = await refundJobs();
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ status: 'done', attempts: 1 });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment!.refundedAt).toEqual(expect.any(Date));
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, problemId))).toHaveLength(1);
  });

  it('a refund and a close at once: one wins, the other is refused, and the order agrees with the winner', async () => {
    const { orderId, problemId } = await reported();
    const both = await Promise.all([refund(admin, problemId), close(admin, problemId)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refunded = both[0]!.statusCode === 200;
    expect((await problemRow(problemId)).status).toBe(refunded ? 'refunded' : 'closed');
    expect((await orderRow(orderId)).status).toBe(refunded ? 'cancelled' : 'paid');
    expect(await refundJobs()).toHaveLength(refunded ? 1 : 0);
  });
});

describe('an admin closes a problem', () => {
  it('the order goes on: the buyer can confirm receipt, both are mailed the note, and it is audited', async () => {
    const { orderId, problemId } = await reported();
    expect((await as(seller, 'POST', `/api/seller/orders/${orderId}/shipped`, { carrier: 'Pathao' })).statusCode).toBe(200);
    const res = await close(admin, problemId);
    expect(res.statusCode, res.body).toBe(200);
    expect((await as(buyer, 'GET', `/api/orders/${orderId}`)).json()).toMatchObject({ step: 'shipped', problem: { status: 'closed', resolutionNote: 'Tracking shows it delivered' } });
    expect((await as(buyer, 'POST', `/api/orders/${orderId}/received`)).statusCode).toBe(200);
    expect(await mailsTo(problemId)).toEqual([`problem-closed-buyer → ${buyer.id}`, `problem-closed-seller → ${seller.id}`, `problem-reported → ${seller.id}`].sort());
    expect(await refundJobs()).toEqual([]);
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, problemId)))[0]).toMatchObject({ action: 'close_problem' });
  });

  it('holds completion while the problem is open, and completes the order once it is closed', async () => {
    await t.close();
    await setUp({ ORDER_AUTO_COMPLETE_MS: '300', JOB_POLL_MS: '20' });
    const { orderId, problemId } = await reported();
    expect((await as(seller, 'POST', `/api/seller/orders/${orderId}/shipped`, { carrier: 'Pathao' })).statusCode).toBe(200);
    const completion = async () => (await t.database.db.select().from(jobs).where(eq(jobs.key, orderId))).find((j) => j.kind === 'order-auto-complete');
    await eventually(async () => (await completion())?.status === 'done', 'the deadline passed');
    expect(await orderRow(orderId)).toMatchObject({ completedAt: null, status: 'paid' });

    expect((await close(admin, problemId)).statusCode).toBe(200);
    await eventually(async () => (await orderRow(orderId)).completedAt !== null, 'the order completed after the close');
  });
});
