import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { eventually } from '#test/eventually.ts';
import { asUser, signUp, type SignedIn } from '#test/auth.ts';
import { insertListing } from '#test/factories.ts';
import { book, bookUnheld } from '#test/market.ts';
import { startStripeStandIn } from '#test/stripe-stand-in.ts';
import { jobs, payments } from '#server/db/schema/index.ts';

const WEBHOOK_SECRET = 'whsec_reboard_test_secret';
const signer = new Stripe('sk_test_signer');

let stand: Awaited<ReturnType<typeof startStripeStandIn>>;
let t: TestContext;
let seller: SignedIn;
let buyer: SignedIn;
let listingId: string;

beforeEach(async () => {
  stand = await startStripeStandIn();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_reboard',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_reboard',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stand.url,
  });
  seller = await signUp(t.app, { role: 'seller' });
  buyer = await signUp(t.app, { role: 'buyer' });
  listingId = (await insertListing(t.database.db, seller.id, { resalePrice: 99900 })).id;
});
afterEach(async () => {
  await t.close();
  await stand.stop();
});

const intentFor = async (who: SignedIn, orderId: string) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payment-intent`, headers: asUser(who.cookie) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { clientSecret: string; publishableKey: string; amount: number; provider: string };
};
const intentId = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

function webhook(intent: object, opts: { id?: string; timestamp?: number; secret?: string } = {}) {
  const payload = JSON.stringify({
    id: opts.id ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: intent },
  });
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? WEBHOOK_SECRET,
    ...(opts.timestamp ? { timestamp: opts.timestamp } : {}),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

describe('Stripe payments', () => {
  it('lets the page load Stripe.js and its card frames, and tells the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().paymentProvider).toBe('stripe');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('script-src \'self\' https://js.stripe.com');
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
  });

  it('creates a PaymentIntent with the order’s amount and currency and one idempotency key per order', async () => {
    const { id } = await book(t.app, buyer, listingId);
    const first = await intentFor(buyer, id);
    expect(first).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_reboard', amount: 99900 });
    const created = stand.intents.get(intentId(first.clientSecret))!;
    expect(created).toMatchObject({ amount: 99900, currency: 'bdt', metadata: { orderId: id } });
    const again = await intentFor(buyer, id);
    expect(again.clientSecret).toBe(first.clientSecret);
    expect(stand.intents.size).toBe(1);
  });

  it('records the payment when the browser reports a succeeded PaymentIntent', async () => {
    const { id } = await book(t.app, buyer, listingId);
    const { clientSecret } = await intentFor(buyer, id);
    stand.succeed(intentId(clientSecret));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/payments`,
      headers: asUser(buyer.cookie),
      payload: { paymentIntentId: intentId(clientSecret) },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ transactionId: intentId(clientSecret), amount: 99900 });
  });

  it('does not accept an intent that has not succeeded, or one of another order', async () => {
    const other = await insertListing(t.database.db, seller.id);
    const a = await book(t.app, buyer, listingId);
    const b = await book(t.app, buyer, other.id);
    const ia = await intentFor(buyer, a.id);
    await intentFor(buyer, b.id);
    const pending = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${a.id}/payments`,
      headers: asUser(buyer.cookie),
      payload: { paymentIntentId: intentId(ia.clientSecret) },
    });
    expect(pending.statusCode).toBe(402);
    stand.succeed(intentId(ia.clientSecret));
    const crossed = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${b.id}/payments`,
      headers: asUser(buyer.cookie),
      payload: { paymentIntentId: intentId(ia.clientSecret) },
    });
    expect(crossed.statusCode).toBe(400);
    expect(await t.database.db.select().from(payments)).toEqual([]);
  });

  it('the signed webhook records the payment once, however often it is delivered', async () => {
    const { id } = await book(t.app, buyer, listingId);
    const { clientSecret } = await intentFor(buyer, id);
    const intent = stand.succeed(intentId(clientSecret));
    const event = `evt_${Date.now()}`;
    expect((await webhook(intent, { id: event })).statusCode).toBe(200);
    expect((await webhook(intent, { id: event })).statusCode).toBe(200);
    expect((await webhook(intent)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(payments);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ orderId: id, providerRef: intent.id, amount: 99900, provider: 'stripe' });
  });

  it('a webhook with a bad signature or an old timestamp changes nothing', async () => {
    const { id } = await book(t.app, buyer, listingId);
    const { clientSecret } = await intentFor(buyer, id);
    const intent = stand.succeed(intentId(clientSecret));
    const forged = await webhook(intent, { secret: 'whsec_someone_else' });
    expect(forged.statusCode).toBe(400);
    const stale = await webhook(intent, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_x', type: 'payment_intent.succeeded', data: { object: intent } }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await t.database.db.select().from(payments)).toEqual([]);
  });

  it('does not accept a PaymentIntent whose amount, currency or order does not match', async () => {
    const { id } = await book(t.app, buyer, listingId);
    const { clientSecret } = await intentFor(buyer, id);
    const intent = stand.succeed(intentId(clientSecret));
    for (const tampered of [
      { ...intent, amount: 100 },
      { ...intent, currency: 'usd' },
      { ...intent, metadata: { orderId: '0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e99' } },
    ]) {
      expect((await webhook(tampered)).statusCode).toBe(200);
    }
    expect(await t.database.db.select().from(payments)).toEqual([]);
  });

  it('refunds the second buyer when two payments for one listing succeed', async () => {
    const other = await signUp(t.app, { role: 'buyer' });
    const first = await bookUnheld(t, buyer, listingId);
    const second = await bookUnheld(t, other, listingId);
    const i1 = stand.succeed(intentId((await intentFor(buyer, first.id)).clientSecret));
    const i2 = stand.succeed(intentId((await intentFor(other, second.id)).clientSecret));
    await webhook(i1);
    await webhook(i2);
    expect(await t.database.db.select().from(payments)).toHaveLength(1);
    expect(stand.refunds).toEqual([i2.id]);
  });

  it('refunds a sale its seller cancels through Stripe’s refund API, once however often the cancel is sent', async () => {
    const { id } = await book(t.app, buyer, listingId);
    const intent = stand.succeed(intentId((await intentFor(buyer, id)).clientSecret));
    await webhook(intent);
    const cancel = () =>
      t.app.inject({ method: 'POST', url: `/api/seller/orders/${id}/cancel`, headers: asUser(seller.cookie), payload: { reason: 'It broke in packing' } });
    const both = await Promise.all([cancel(), cancel()]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // The job is marked done after its refund commits, so wait for the mark rather than the refund.
    const refundJobs = () => t.database.db.select().from(jobs).where(eq(jobs.kind, 'refund'));
    await eventually(async () => (await refundJobs()).some((job) => job.status === 'done'), 'the refund job finished');
    expect((await t.database.db.select().from(payments))[0]?.refundedAt).toEqual(expect.any(Date));
    expect(stand.refunds).toEqual([intent.id]);
  });
});
