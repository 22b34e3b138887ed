import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, signUp, type SignedIn } from '#test/auth.ts';
import { insertListing } from '#test/factories.ts';
import { book, payWithCard, sellerBuyerAndListing } from '#test/market.ts';
import { orders, payments } from '#server/db/schema/index.ts';

let t: TestContext;
let seller: SignedIn;
let buyer: SignedIn;
let listingId: string;
beforeEach(async () => {
  t = await createTestApp();
  // ৳1,200, handed over at a meet-up or by courier: ৳60 inside the seller's city, ৳120 outside.
  ({ seller, buyer, listingId } = await sellerBuyerAndListing(t, {
    listing: { resalePrice: 120000, sellerPhone: '+8801711222333', courierFeeInside: 6000, courierFeeOutside: 12000 },
  }));
});
afterEach(() => t.close());

const post = (who: SignedIn | null, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: who ? asUser(who.cookie) : {}, ...(payload ? { payload } : {}) });
const bookAs = (who: SignedIn, payload: object) =>
  post(who, '/api/orders', { productId: listingId, phone: '+8801811000000', location: 'House 4, Road 7, Sylhet', ...payload });

describe('delivery and its cost', () => {
  it('puts the courier’s fee in the order’s total and charges the card the total', async () => {
    const order = await book(t.app, buyer, listingId, { delivery: 'courier_outside' });
    expect(order).toMatchObject({ price: 120000, deliveryFee: 12000, total: 132000, delivery: 'courier_outside', paymentMethod: 'card' });
    const intent = await post(buyer, `/api/orders/${order.id}/payment-intent`);
    expect(intent.json()).toMatchObject({ amount: 132000, currency: 'BDT' });
    const paid = await payWithCard(t.app, buyer, order.id);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ amount: 132000 });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ amount: 132000 });
  });

  it('a meet-up costs nothing on top of the price', async () => {
    const order = await book(t.app, buyer, listingId, { delivery: 'meetup' });
    expect(order).toMatchObject({ deliveryFee: 0, total: 120000 });
  });

  it('refuses a way the listing does not offer (400 naming the field) and books nothing', async () => {
    const meetUpOnly = await insertListing(t.database.db, seller.id, { courierFeeInside: null, courierFeeOutside: null });
    const courier = await post(buyer, '/api/orders', { productId: meetUpOnly.id, phone: '+8801811000000', location: 'Sylhet', delivery: 'courier_inside' });
    expect(courier.statusCode, courier.body).toBe(400);
    expect(courier.json().error.fields).toHaveProperty('delivery');
    const courierOnly = await insertListing(t.database.db, seller.id, { meetUp: false, courierFeeInside: 6000, courierFeeOutside: 12000 });
    const meet = await post(buyer, '/api/orders', { productId: courierOnly.id, phone: '+8801811000000', location: 'Sylhet', delivery: 'meetup' });
    expect(meet.statusCode, meet.body).toBe(400);
    expect(await t.database.db.select().from(orders)).toEqual([]);
  });

  it('refuses an unknown delivery or payment method and ignores a fee sent in the body', async () => {
    expect((await bookAs(buyer, { delivery: 'drone' })).json().error.fields).toHaveProperty('delivery');
    expect((await bookAs(buyer, { paymentMethod: 'bitcoin' })).json().error.fields).toHaveProperty('paymentMethod');
    const res = await bookAs(buyer, { delivery: 'courier_inside', deliveryFee: 0, total: 1 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ deliveryFee: 6000, total: 126000 });
  });

  it('after booking the buyer sees the seller’s phone and the seller the buyer’s', async () => {
    const { id } = await book(t.app, buyer, listingId, { delivery: 'courier_inside' });
    const mine = (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: asUser(buyer.cookie) })).json();
    expect(mine).toMatchObject({ sellerPhone: '+8801711222333', delivery: 'courier_inside', deliveryFee: 6000, total: 126000 });
    const buyers = (await t.app.inject({ method: 'GET', url: '/api/seller/buyers', headers: asUser(seller.cookie) })).json();
    expect(buyers.items[0]).toMatchObject({ orderId: id, phone: '+8801811000000', delivery: 'courier_inside', deliveryFee: 6000, total: 126000 });
  });
});

describe('shipped or handed over, by the way it was booked', () => {
  it('a courier order is shipped, never handed over; a meet-up handed over, never shipped (409, nothing changes)', async () => {
    const courier = await book(t.app, buyer, listingId, { delivery: 'courier_inside' });
    expect((await payWithCard(t.app, buyer, courier.id)).statusCode).toBe(201);
    const handOver = await post(seller, `/api/seller/orders/${courier.id}/handed-over`);
    expect(handOver.statusCode).toBe(409);
    expect(handOver.json().error.code).toBe('WRONG_DELIVERY');
    const shipped = await post(seller, `/api/seller/orders/${courier.id}/shipped`, { carrier: 'Pathao', trackingNumber: 'PT-1' });
    expect(shipped.json()).toMatchObject({ step: 'shipped', shipment: { carrier: 'Pathao', trackingNumber: 'PT-1' } });

    const other = await insertListing(t.database.db, seller.id);
    const meetUp = await book(t.app, buyer, other.id, { delivery: 'meetup' });
    expect((await payWithCard(t.app, buyer, meetUp.id)).statusCode).toBe(201);
    const ship = await post(seller, `/api/seller/orders/${meetUp.id}/shipped`, { carrier: 'Pathao' });
    expect(ship.statusCode).toBe(409);
    expect(ship.json().error.code).toBe('WRONG_DELIVERY');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, meetUp.id));
    expect(row).toMatchObject({ shippedAt: null, carrier: null });
    const handed = await post(seller, `/api/seller/orders/${meetUp.id}/handed-over`);
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json()).toMatchObject({ step: 'handed_over', shipment: { carrier: null } });
    const received = await post(buyer, `/api/orders/${meetUp.id}/received`);
    expect(received.json()).toMatchObject({ step: 'received' });
  });

  it('only the order’s seller hands it over: another seller 404, a buyer 403, a guest 401; an unpaid booking 409', async () => {
    const { id } = await book(t.app, buyer, listingId, { delivery: 'meetup' });
    expect((await post(seller, `/api/seller/orders/${id}/handed-over`)).statusCode).toBe(409);
    expect((await payWithCard(t.app, buyer, id)).statusCode).toBe(201);
    const stranger = await signUp(t.app, { role: 'seller' });
    expect((await post(stranger, `/api/seller/orders/${id}/handed-over`)).statusCode).toBe(404);
    expect((await post(buyer, `/api/seller/orders/${id}/handed-over`)).statusCode).toBe(403);
    expect((await post(null, `/api/seller/orders/${id}/handed-over`)).statusCode).toBe(401);
  });
});
