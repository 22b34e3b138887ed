import type { DeliveryChoice, PaymentMethodName, TestCard } from '@reboard/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from './app.ts';
import { asUser, signUp, type SignedIn } from './auth.ts';
import { listingHolds, products, user } from '#server/db/schema/index.ts';
import { insertListing } from './factories.ts';

/** How an order is received and paid: by default the courier inside the city, by card (so it is shipped). */
export type BookingChoice = { delivery?: DeliveryChoice; paymentMethod?: PaymentMethodName };

/** Books `productId` as `buyer` through the API and returns the order. */
export async function book(app: FastifyInstance, buyer: SignedIn, productId: string, choice: BookingChoice = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: asUser(buyer.cookie),
    payload: { productId, phone: '+8801811000000', location: 'Dhanmondi, Dhaka', delivery: 'courier_inside', ...choice },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; price: number; deliveryFee: number; total: number };
}

/**
 * Books `productId` as `buyer`, then lets the listing go as bookings made before holds existed
 * did: several buyers then have payable bookings of one listing, and the payment's own rule (one
 * sale per listing) is what decides between them.
 */
export async function bookUnheld(t: TestContext, buyer: SignedIn, productId: string, choice: BookingChoice = {}) {
  const order = await book(t.app, buyer, productId, choice);
  const [hold] = await t.database.db.delete(listingHolds).where(eq(listingHolds.orderId, order.id)).returning({ units: listingHolds.units });
  const units = hold?.units ?? 0;
  await t.database.db
    .update(products)
    .set({ held: sql`${products.held} - ${units}`, heldUntil: sql`case when ${products.held} = ${units} then null else ${products.heldUntil} end` })
    .where(eq(products.id, productId));
  return order;
}

/** A test card as the form sends it: a number and an expiry years ahead with a CVC. */
export const testCard = (number = '4242424242424242'): TestCard => ({ number, expMonth: 12, expYear: 2034, cvc: '123' });

/** Pays for an order with the built-in test provider and a card number. */
export async function payWithCard(app: FastifyInstance, buyer: SignedIn, orderId: string, number = '4242 4242 4242 4242') {
  const intent = await app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/payment-intent`,
    headers: asUser(buyer.cookie),
  });
  if (intent.statusCode !== 200) return intent;
  return app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/payments`,
    headers: asUser(buyer.cookie),
    payload: { clientSecret: intent.json().clientSecret, card: { ...testCard(number), name: 'Test Buyer' } },
  });
}

/** Books `productId` as `buyer` and pays with the test card; returns the order's id. */
export async function paidOrder(app: FastifyInstance, buyer: SignedIn, productId: string, choice: BookingChoice = {}): Promise<string> {
  const { id } = await book(app, buyer, productId, choice);
  const paid = await payWithCard(app, buyer, id);
  expect(paid.statusCode, paid.body).toBe(201);
  return id;
}

export const signUpBuyers = (app: FastifyInstance, n: number) =>
  Promise.all(Array.from({ length: n }, () => signUp(app, { role: 'buyer' })));

/** The usual cast of a market test: a seller, a buyer, and one active listing of the seller's. */
export async function sellerBuyerAndListing(
  t: TestContext,
  opts: { buyerName?: string; listing?: Parameters<typeof insertListing>[2] } = {},
) {
  const seller = await signUp(t.app, { role: 'seller' });
  const buyer = await signUp(t.app, { role: 'buyer', ...(opts.buyerName ? { name: opts.buyerName } : {}) });
  const listingId = (await insertListing(t.database.db, seller.id, opts.listing)).id;
  return { seller, buyer, listingId };
}

/** Books, pays, ships and confirms an order through the API: a purchase that reached its buyer. */
export async function receivedOrder(app: FastifyInstance, buyer: SignedIn, seller: SignedIn, productId: string): Promise<string> {
  const id = await paidOrder(app, buyer, productId);
  const shipped = await app.inject({
    method: 'POST',
    url: `/api/seller/orders/${id}/shipped`,
    headers: asUser(seller.cookie),
    payload: { carrier: 'Sundarban Courier' },
  });
  expect(shipped.statusCode, shipped.body).toBe(200);
  const received = await app.inject({ method: 'POST', url: `/api/orders/${id}/received`, headers: asUser(buyer.cookie) });
  expect(received.statusCode, received.body).toBe(200);
  return id;
}

/** 'Site Admin', signed in, made an admin in the database (nobody signs up as one). */
export async function signUpAdmin(t: TestContext): Promise<SignedIn> {
  const admin = await signUp(t.app, { name: 'Site Admin' });
  await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.id));
  return admin;
}

/** The cast of an admin test: an admin (made one in the database), a seller and a buyer, all signed in. */
export async function adminSellerAndBuyer(t: TestContext) {
  const admin = await signUpAdmin(t);
  const seller = await signUp(t.app, { role: 'seller', name: 'Karim Seller' });
  const buyer = await signUp(t.app, { role: 'buyer', name: 'Nadia Buyer' });
  return { admin, seller, buyer };
}
