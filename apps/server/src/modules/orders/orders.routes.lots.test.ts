import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { signUp, type SignedIn } from '#test/auth.ts';
import { insertListing } from '#test/factories.ts';
import { payWithCard, signUpBuyers } from '#test/market.ts';
import { caller } from '#test/watch.ts';
import { jobs, listingHolds, orders, products } from '#server/db/schema/index.ts';
import { letterFor, MailJob } from '#server/modules/mail/mail-texts.ts';

const BOOKING = { phone: '+8801811000000', location: 'Dhanmondi, Dhaka' };

let t: TestContext;
let seller: SignedIn;
let buyer: SignedIn;

beforeEach(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'seller' });
  buyer = await signUp(t.app, { role: 'buyer' });
});
afterEach(() => t.close());

const call = caller(() => t);
const lot = async (quantity: number, over: Partial<typeof products.$inferInsert> = {}) =>
  (await insertListing(t.database.db, seller.id, { name: 'W25Q128JVSIQ flash, on tape', resalePrice: 5000, quantity, ...over })).id;
const bookAs = (who: SignedIn, productId: string, quantity?: unknown) =>
  call(who, 'POST', '/api/orders', { productId, ...BOOKING, ...(quantity === undefined ? {} : { quantity }) });
const publicListing = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();
const stock = async (id: string) =>
  (await t.database.db.select({ quantity: products.quantity, held: products.held, unitsSold: products.unitsSold, status: products.status }).from(products).where(eq(products.id, id)))[0]!;

describe('a lot: several units of one listing', () => {
  it('20 buyers of a 5-unit lot at the same moment, 1 each: 5 hold one, 15 are refused, and paying sells exactly 5', async () => {
    const id = await lot(5);
    const buyers = await signUpBuyers(t.app, 20);
    const results = await Promise.all(buyers.map((b) => bookAs(b, id)));
    const won = results.flatMap((r, i) => (r.statusCode === 201 ? [{ buyer: buyers[i]!, order: r.json() }] : []));
    expect(won).toHaveLength(5);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => [r.statusCode, r.json().error.code])).toEqual(Array(15).fill([409, 'RESERVED']));
    expect(await stock(id)).toEqual({ quantity: 5, held: 5, unitsSold: 0, status: 'active' });

    const paid = await Promise.all(won.map((w) => payWithCard(t.app, w.buyer, w.order.id)));
    expect(paid.map((p) => p.statusCode)).toEqual(Array(5).fill(201));
    expect(await stock(id)).toEqual({ quantity: 0, held: 0, unitsSold: 5, status: 'sold' });
    const sold = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.productId, id));
    expect(sold.filter((o) => o.status === 'paid')).toHaveLength(5);
    expect(await t.database.db.select().from(listingHolds).where(eq(listingHolds.productId, id))).toEqual([]);
  });

  it('books 3 of 10: the order carries 3 and the line total, the listing says 7 available, and the sale takes 3 off', async () => {
    const id = await lot(10, { meetUp: false, courierFeeInside: 6000, courierFeeOutside: 12000 });
    const booked = await call(buyer, 'POST', '/api/orders', { productId: id, ...BOOKING, quantity: '৩', delivery: 'courier_inside' });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ quantity: 3, price: 5000, deliveryFee: 6000, total: 3 * 5000 + 6000 });
    expect(await publicListing(id)).toMatchObject({ quantity: 10, available: 7, lot: true, status: 'active', reservedUntil: null });

    // Another buyer still books from what is left.
    const other = await signUp(t.app, { role: 'buyer' });
    expect((await call(other, 'POST', '/api/orders', { productId: id, ...BOOKING, quantity: 7, delivery: 'courier_inside' })).statusCode).toBe(201);
    expect(await publicListing(id)).toMatchObject({ available: 0 });
    expect((await publicListing(id)).reservedUntil).not.toBeNull();

    const paid = await payWithCard(t.app, buyer, booked.json().id);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await stock(id)).toEqual({ quantity: 7, held: 7, unitsSold: 3, status: 'active' });
    expect((await call(seller, 'GET', '/api/seller/buyers')).json().items).toEqual(
      expect.arrayContaining([expect.objectContaining({ quantity: 3, total: 3 * 5000 + 6000, paid: true })]),
    );
  });

  it('asking for more than are free is refused with how many may be booked; a bad quantity is a 400 naming it', async () => {
    const id = await lot(4);
    expect((await bookAs(buyer, id, 3)).statusCode).toBe(201);
    const other = await signUp(t.app, { role: 'buyer' });
    const tooMany = await bookAs(other, id, 2);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatchObject({ code: 'NOT_ENOUGH_UNITS', message: 'Only 1 available now: book at most that many.' });
    for (const bad of [0, -1, 1.5, 'many', 10_000]) {
      const res = await bookAs(other, id, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(['quantity']);
    }
    expect(await stock(id)).toMatchObject({ quantity: 4, held: 3 });
  });

  it('a cancelled booking gives its units back, and a seller’s cancelled sale puts them on sale again', async () => {
    const id = await lot(2);
    const first = (await bookAs(buyer, id, 2)).json();
    expect(await publicListing(id)).toMatchObject({ available: 0 });
    expect((await call(buyer, 'POST', `/api/orders/${first.id}/cancel`)).statusCode).toBe(200);
    expect(await publicListing(id)).toMatchObject({ available: 2, reservedUntil: null });

    const again = (await bookAs(buyer, id, 2)).json();
    expect((await payWithCard(t.app, buyer, again.id)).statusCode).toBe(201);
    expect(await stock(id)).toEqual({ quantity: 0, held: 0, unitsSold: 2, status: 'sold' });
    const cancelled = await call(seller, 'POST', `/api/seller/orders/${again.id}/cancel`, { reason: 'Found a fault on one of them' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stock(id)).toEqual({ quantity: 2, held: 0, unitsSold: 0, status: 'active' });
  });

  it('every mail about 3 of a lot names the units and says what was paid, the refund included', async () => {
    const id = await lot(10, { meetUp: false, courierFeeInside: 6000, courierFeeOutside: 12000 });
    const booked = (await call(buyer, 'POST', '/api/orders', { productId: id, ...BOOKING, quantity: 3, delivery: 'courier_inside' })).json();
    expect((await payWithCard(t.app, buyer, booked.id)).statusCode).toBe(201);
    expect((await call(seller, 'POST', `/api/seller/orders/${booked.id}/cancel`, { reason: 'One of them is faulty' })).statusCode).toBe(200);

    const mails = await t.database.db.select({ key: jobs.key, payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'mail'));
    const letter = (message: string, locale: 'en' | 'bn' = 'en') => {
      const job = mails.find((m) => m.key === `${message}:${booked.id}`);
      expect(job, message).toBeDefined();
      return letterFor(MailJob.parse(job!.payload), locale).paragraphs.join(' ');
    };
    const units = 'W25Q128JVSIQ flash, on tape × 3';
    expect(letter('order-booked')).toContain(`You booked ${units} for ৳150.`);
    expect(letter('order-booked')).toContain('Total: ৳210.');
    expect(letter('payment-received')).toContain(`We received your payment of ৳210 for ${units}.`);
    expect(letter('item-sold')).toContain(`paid ৳210 for ${units}.`);
    expect(letter('sale-cancelled')).toContain('Your payment of ৳210 is refunded to your card');
    expect(letter('sale-cancelled', 'bn')).toContain('W25Q128JVSIQ flash, on tape × ৩');
  });

  it('a seller cannot cut a lot below the units buyers hold (409), and a single item works as before', async () => {
    const id = await lot(5);
    expect((await bookAs(buyer, id, 4)).statusCode).toBe(201);
    const mine = (await call(seller, 'GET', `/api/seller/products/${id}`)).json();
    expect(mine).toMatchObject({ quantity: 5, available: 1 });
    const edit = await call(seller, 'PATCH', `/api/products/${id}`, { ...editable(mine), quantity: 3 });
    expect(edit.statusCode, edit.body).toBe(409);
    expect(edit.json().error.code).toBe('UNITS_BOOKED');
    expect((await call(seller, 'PATCH', `/api/products/${id}`, { ...editable(mine), quantity: 8 })).json()).toMatchObject({ quantity: 8, available: 4 });

    const single = await lot(1);
    expect(await publicListing(single)).toMatchObject({ quantity: 1, available: 1, lot: false });
    expect((await bookAs(buyer, single)).json()).toMatchObject({ quantity: 1 });
    expect(await publicListing(single)).toMatchObject({ available: 0 });
    expect((await publicListing(single)).reservedUntil).not.toBeNull();
  });
});

/** What the edit form sends back for a listing as its seller sees it. */
function editable(l: Record<string, unknown>) {
  return {
    name: l.name,
    yearPurchased: l.yearPurchased,
    sellerPhone: l.sellerPhone,
    location: l.location,
    resalePrice: (l.resalePrice as number) / 100,
    usagePeriod: l.usagePeriod,
    condition: l.condition,
    categoryId: l.categoryId,
  };
}
