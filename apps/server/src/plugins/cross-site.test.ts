import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { ORIGIN, signUp, type SignedIn } from '#test/auth.ts';
import { insertListing } from '#test/factories.ts';
import { book, signUpAdmin } from '#test/market.ts';
import { startStripeStandIn } from '#test/stripe-stand-in.ts';
import { payments, user } from '../db/schema/index.ts';
import { resolveAuthSecret } from '../modules/auth/index.ts';
import { createNotificationsService, createUnsubscribeTokens } from '../modules/notifications/index.ts';

/*
 * What a page on another site can make a signed-in visitor's browser send: body-less posts and
 * plain forms (text/plain, form-encoded), with the visitor's cookie. The probe of issue 29 got
 * 200 for each of these with `Origin: http://evil.test`.
 */
const EVIL = 'http://evil.test';

let t: TestContext;
let buyer: SignedIn;
let seller: SignedIn;
let admin: SignedIn;
let listingId: string;
beforeEach(async () => {
  t = await createTestApp();
  [buyer, seller, admin] = await Promise.all([signUp(t.app, { role: 'buyer' }), signUp(t.app, { role: 'seller' }), signUpAdmin(t)]);
  listingId = (await insertListing(t.database.db, seller.id)).id;
});
afterEach(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (who: SignedIn | null, method: Method, url: string, headers: Record<string, string> = {}, payload?: string | object) =>
  t.app.inject({ method, url, headers: { ...(who ? { cookie: who.cookie } : {}), ...headers }, ...(payload === undefined ? {} : { payload }) });

async function notices(userId: string, n: number): Promise<void> {
  const service = createNotificationsService(t.database.db, { mail: { notification: async () => {} } });
  for (let i = 1; i <= n; i++) {
    await t.database.db.transaction((tx) => service.notify(tx, { userId, kind: 'order_booked', text: { key: `Notice ${i}` }, link: '/dashboard' }));
  }
}
const unread = async (who: SignedIn) => (await send(who, 'GET', '/api/notifications/unread-count')).json().unread as number;
const orderStatus = async (id: string) => (await send(buyer, 'GET', `/api/orders/${id}`)).json().status as string;
const verified = async (id: string) => (await t.database.db.select().from(user).where(eq(user.id, id)))[0]!.sellerVerified;
const watched = async () => (await send(buyer, 'GET', '/api/watchlist/ids')).json().ids as string[];
const conversations = async () => (await send(buyer, 'GET', '/api/conversations')).json().items as unknown[];

function expectCrossSiteRefusal(res: { statusCode: number; json: () => { error: { code: string; message: string } } }): void {
  expect(res.statusCode).toBe(403);
  expect(res.json().error).toEqual({ code: 'CROSS_SITE', message: 'This request came from another site and was refused' });
}

describe('a state-changing request from another site', () => {
  it("is refused with 403 when its Origin is another site's, changes nothing, and is accepted from the site's own", async () => {
    await notices(buyer.id, 2);
    const order = await book(t.app, buyer, listingId);
    const other = await insertListing(t.database.db, seller.id);
    // Body-less, as a form or a fetch from another page sends them; the cookie rides along.
    const attempts: [SignedIn, Method, string, () => Promise<unknown>, unknown, unknown][] = [
      [buyer, 'POST', '/api/notifications/read-all', () => unread(buyer), 2, 0],
      [buyer, 'POST', `/api/orders/${order.id}/cancel`, () => orderStatus(order.id), 'pending', 'cancelled'],
      [admin, 'POST', `/api/admin/sellers/${seller.id}/verify`, () => verified(seller.id), false, true],
      [buyer, 'PUT', `/api/watchlist/${other.id}`, watched, [], [other.id]],
      [buyer, 'POST', `/api/products/${other.id}/conversation`, async () => (await conversations()).length, 0, 1],
    ];
    for (const [who, method, url, state, before, after] of attempts) {
      for (const origin of [EVIL, 'null', `${ORIGIN}.evil.test`, 'http://localhost:3001']) {
        const refused = await send(who, method, url, { origin });
        expectCrossSiteRefusal(refused);
        expect(await state(), `${method} ${url} from ${origin}`).toEqual(before);
      }
      const accepted = await send(who, method, url, { origin: ORIGIN });
      expect(accepted.statusCode, `${method} ${url}: ${accepted.body}`).toBe(200);
      expect(await state()).toEqual(after);
    }
  });

  it('without an Origin, is refused when Sec-Fetch-Site names another site or origin', async () => {
    await notices(buyer.id, 1);
    for (const site of ['cross-site', 'same-site']) {
      expectCrossSiteRefusal(await send(buyer, 'POST', '/api/notifications/read-all', { 'sec-fetch-site': site }));
    }
    expect(await unread(buyer)).toBe(1);
    const own = await send(buyer, 'POST', '/api/notifications/read-all', { 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode, own.body).toBe(200);
    expect(await unread(buyer)).toBe(0);
  });

  it('is judged by its Origin when both headers are there', async () => {
    expectCrossSiteRefusal(await send(buyer, 'POST', '/api/notifications/read-all', { origin: EVIL, 'sec-fetch-site': 'same-origin' }));
    expect((await send(buyer, 'POST', '/api/notifications/read-all', { origin: ORIGIN, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('is refused on every path, sign-in included, before Better Auth sees it', async () => {
    const signIn = await send(null, 'POST', '/api/auth/sign-in/email', { origin: EVIL }, { email: buyer.email, password: 'correct-horse-9' });
    expectCrossSiteRefusal(signIn);
    expect(signIn.headers['set-cookie']).toBeUndefined();
    expectCrossSiteRefusal(await send(buyer, 'DELETE', `/api/watchlist/${listingId}`, { 'sec-fetch-site': 'cross-site' }));
  });

  it('passes with neither header: curl, servers and tests are no browser acting for someone', async () => {
    await notices(buyer.id, 1);
    const res = await send(buyer, 'POST', '/api/notifications/read-all');
    expect(res.statusCode, res.body).toBe(200);
    expect(await unread(buyer)).toBe(0);
  });
});

describe('a body that is not JSON', () => {
  it('is refused with 415 on any route, from the site itself too, and changes nothing', async () => {
    await notices(buyer.id, 1);
    const own = { origin: ORIGIN };
    const bodies: [Method, string, Record<string, string>, string][] = [
      // What an HTML form can send without a preflight: text/plain and form-encoded.
      ['POST', '/api/notifications/read-all', { 'content-type': 'text/plain' }, ''],
      ['POST', '/api/notifications/read-all', { 'content-type': 'text/plain;charset=UTF-8' }, 'x=y'],
      ['POST', '/api/orders', { 'content-type': 'text/plain' }, JSON.stringify({ productId: listingId, phone: '+8801811000000', location: 'Dhanmondi' })],
      ['PUT', '/api/notification-settings', { 'content-type': 'application/x-www-form-urlencoded' }, 'mail=off'],
      ['POST', '/api/auth/sign-in/email', { 'content-type': 'application/x-www-form-urlencoded' }, `email=${buyer.email}&password=x`],
      ['POST', '/api/payments/webhook', { 'content-type': 'text/plain' }, '{}'],
      // Multipart only where uploads are taken.
      ['POST', '/api/notifications/read-all', { 'content-type': 'multipart/form-data; boundary=x' }, '--x--\r\n'],
      // A body with no type at all.
      ['POST', '/api/notifications/read-all', { 'content-length': '2' }, '{}'],
    ];
    for (const [method, url, headers, payload] of bodies) {
      const res = await send(buyer, method, url, { ...own, ...headers }, payload);
      expect(res.statusCode, `${method} ${url} as ${headers['content-type']}: ${res.body}`).toBe(415);
      expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(await unread(buyer)).toBe(1);
    expect((await send(buyer, 'GET', '/api/orders')).json().items).toEqual([]);
  });

  it('is accepted as JSON, and as multipart on the upload route', async () => {
    const json = await send(buyer, 'POST', '/api/orders', { origin: ORIGIN, 'content-type': 'application/json; charset=utf-8' }, {
      productId: listingId,
      phone: '+8801811000000',
      location: 'Dhanmondi, Dhaka',
    });
    expect(json.statusCode, json.body).toBe(201);
    const multipart = await send(seller, 'POST', '/api/uploads', { origin: ORIGIN, 'content-type': 'multipart/form-data; boundary=x' }, '--x--\r\n');
    // Past the media-type check: the upload route itself says the file is missing.
    expect(multipart.statusCode, multipart.body).toBe(400);
  });
});

describe('what is authorised by something else than the cookie', () => {
  it("takes a mail client's one-click unsubscribe: a form post, from the client's own origin or none", async () => {
    const tokens = createUnsubscribeTokens(resolveAuthSecret(t.config.authSecret, t.config.dataDir));
    const mailOff = async () => (await send(seller, 'GET', '/api/notification-settings')).json().mail;
    const oneClick = (kind: 'order_booked' | 'order_paid', headers: Record<string, string>) =>
      send(null, 'POST', `/api/unsubscribe?token=${encodeURIComponent(tokens.make(seller.id, kind))}`, {
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      }, 'List-Unsubscribe=One-Click');
    const server = await oneClick('order_booked', {});
    expect(server.statusCode, server.body).toBe(200);
    const webmail = await oneClick('order_paid', { origin: 'https://mail.example.com', 'sec-fetch-site': 'cross-site' });
    expect(webmail.statusCode, webmail.body).toBe(200);
    expect(await mailOff()).toMatchObject({ order_booked: false, order_paid: false });
    // Without a valid token it still does nothing.
    const forged = await send(null, 'POST', '/api/unsubscribe?token=x.order_shipped.y', { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' }, 'a=b');
    expect(forged.statusCode).toBe(400);
  });

  it("takes Stripe's signed webhook, which comes from Stripe's servers with neither header", async () => {
    const stand = await startStripeStandIn();
    const secret = 'whsec_reboard_test_secret';
    const stripe = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_URL: stand.url });
    try {
      const [b, s] = await Promise.all([signUp(stripe.app, { role: 'buyer' }), signUp(stripe.app, { role: 'seller' })]);
      const order = await book(stripe.app, b, (await insertListing(stripe.database.db, s.id)).id);
      const intent = await stripe.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payment-intent`, headers: { cookie: b.cookie, origin: ORIGIN } });
      const succeeded = stand.succeed(intent.json().clientSecret.split('_secret_')[0]);
      const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: succeeded } });
      const res = await stripe.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': new Stripe('sk_test_signer').webhooks.generateTestHeaderString({ payload, secret }),
        },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await stripe.database.db.select().from(payments)).toEqual([expect.objectContaining({ orderId: order.id })]);
    } finally {
      await stripe.close();
      await stand.stop();
    }
  });
});
