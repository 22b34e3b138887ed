import { eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, signUp, type SignedIn } from '#test/auth.ts';
import { book, paidOrder, sellerBuyerAndListing } from '#test/market.ts';
import { jobs, orderProblems } from '#server/db/schema/index.ts';

let t: TestContext;
let seller: SignedIn;
let buyer: SignedIn;
let listingId: string;
beforeEach(async () => {
  t = await createTestApp();
  ({ seller, buyer, listingId } = await sellerBuyerAndListing(t, { buyerName: 'Nadia Buyer', listing: { name: 'W5500 module' } }));
});
afterEach(() => t.close());

const NEVER_CAME = { kind: 'not_received', description: 'Nothing came after ten days' };
const post = (who: SignedIn | null, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: who ? asUser(who.cookie) : {}, payload });
const report = (who: SignedIn | null, id: string, payload: object = NEVER_CAME) => post(who, `/api/orders/${id}/problem`, payload);
const ship = (id: string) => post(seller, `/api/seller/orders/${id}/shipped`, { carrier: 'Pathao' });
const problemsOf = (id: string) => t.database.db.select().from(orderProblems).where(eq(orderProblems.orderId, id));

describe('a buyer reports a problem with an order', () => {
  it('on a paid order: the buyer and seller see it open, and the seller is mailed', async () => {
    const id = await paidOrder(t.app, buyer, listingId);
    const res = await report(buyer, id, { kind: 'not_received', description: '  Nothing came after ten days  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      id,
      step: 'paid',
      problem: { kind: 'not_received', description: 'Nothing came after ten days', status: 'open', resolvedAt: null, resolutionNote: null },
    });
    const mine = (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: asUser(buyer.cookie) })).json();
    expect(mine.problem).toMatchObject({ status: 'open', openedAt: expect.any(String) });
    const sales = (await t.app.inject({ method: 'GET', url: '/api/seller/buyers', headers: asUser(seller.cookie) })).json();
    expect(sales.items[0]).toMatchObject({ orderId: id, problem: { kind: 'not_received', status: 'open' } });
    const [problem] = await problemsOf(id);
    const mails = await t.database.db.select().from(jobs).where(like(jobs.key, `problem-reported:${problem!.id}`));
    expect(mails.map((m) => m.payload)).toEqual([expect.objectContaining({ to: seller.id, problemKind: 'not_received', buyerName: 'Nadia Buyer' })]);
  });

  it('on a shipped order, not as described', async () => {
    const id = await paidOrder(t.app, buyer, listingId);
    expect((await ship(id)).statusCode).toBe(200);
    const res = await report(buyer, id, { kind: 'not_as_described', description: 'Two pins are broken' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ step: 'shipped', problem: { kind: 'not_as_described', status: 'open' } });
  });

  it('refuses a booking, a received order and a cancelled one with 409, changing nothing', async () => {
    const { id: booked } = await book(t.app, buyer, listingId);
    expect((await report(buyer, booked)).json().error.code).toBe('WRONG_ORDER_STEP');
    expect((await post(buyer, `/api/orders/${booked}/cancel`)).statusCode).toBe(200);
    expect((await report(buyer, booked)).statusCode).toBe(409); // cancelled

    const received = await paidOrder(t.app, buyer, listingId);
    expect((await ship(received)).statusCode).toBe(200);
    expect((await post(buyer, `/api/orders/${received}/received`)).statusCode).toBe(200);
    expect((await report(buyer, received)).statusCode).toBe(409);
    expect(await problemsOf(booked)).toEqual([]);
    expect(await problemsOf(received)).toEqual([]);
  });

  it('keeps one open problem per order: a second is refused, and two at once open one', async () => {
    const id = await paidOrder(t.app, buyer, listingId);
    const both = await Promise.all([report(buyer, id), report(buyer, id, { kind: 'not_as_described', description: 'Wrong chip' })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const again = await report(buyer, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PROBLEM_OPEN');
    expect(await problemsOf(id)).toHaveLength(1);
  });

  it('answers someone else’s order 404, the seller 403, a guest 401', async () => {
    const id = await paidOrder(t.app, buyer, listingId);
    const otherBuyer = await signUp(t.app, { role: 'buyer' });
    expect((await report(otherBuyer, id)).statusCode).toBe(404);
    expect((await report(buyer, 'not-an-order')).statusCode).toBe(404);
    expect((await report(seller, id)).statusCode).toBe(403);
    expect((await report(null, id)).statusCode).toBe(401);
    expect(await problemsOf(id)).toEqual([]);
  });

  it('refuses a bad kind or description with 400 naming the field', async () => {
    const id = await paidOrder(t.app, buyer, listingId);
    for (const [payload, field] of [
      [{ description: 'x' }, 'kind'],
      [{ kind: 'late', description: 'x' }, 'kind'],
      [{ kind: 'not_received' }, 'description'],
      [{ kind: 'not_received', description: '   ' }, 'description'],
      [{ kind: 'not_received', description: 'x'.repeat(1001) }, 'description'],
    ] as const) {
      const res = await report(buyer, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual([field]);
    }
    expect((await report(buyer, id, { kind: 'not_received', description: 'x'.repeat(1000) })).statusCode).toBe(201);
  });
});

describe('while a problem is open', () => {
  it('the buyer cannot confirm receipt and the seller cannot cancel; the seller may still ship', async () => {
    const id = await paidOrder(t.app, buyer, listingId);
    expect((await report(buyer, id)).statusCode).toBe(201);
    const cancel = await post(seller, `/api/seller/orders/${id}/cancel`, { reason: 'Changed my mind' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.code).toBe('PROBLEM_OPEN');
    expect((await ship(id)).statusCode).toBe(200);
    const received = await post(buyer, `/api/orders/${id}/received`);
    expect(received.statusCode).toBe(409);
    expect(received.json().error.code).toBe('PROBLEM_OPEN');
    const order = (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: asUser(buyer.cookie) })).json();
    expect(order).toMatchObject({ status: 'paid', step: 'shipped', problem: { status: 'open' } });
  });
});
