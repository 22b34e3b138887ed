import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../app.ts';
import { asUser, ORIGIN, requestAs, signUp, uniqueEmail, type SignedIn } from '../auth.ts';
import { listingInput } from '../factories.ts';
import { paidOrder, receivedOrder, sellerBuyerAndListing } from '../market.ts';

/*
 * The contracts' text rule at the API: NUL and other control characters are refused in every
 * field with a 400 naming it (before this, PostgreSQL refused NUL and the answer was a 500), and
 * line breaks only where a text has lines. One app for the file: each test makes its own people.
 */
const CONTROL = 'Remove the control character (such as NUL) from this text';
const ONE_LINE = 'Keep this on one line, without line breaks or tabs';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', who: SignedIn | null, url: string, payload?: object) =>
  requestAs(t.app, who, method, url, payload);

/** A 400 whose fields name `field` with `message`, and nothing else wrong. */
function refusedNaming(res: { statusCode: number; body: string; json(): unknown }, field: string, message = CONTROL) {
  expect(res.statusCode, res.body).toBe(400);
  expect((res.json() as { error: { fields?: Record<string, string> } }).error.fields).toEqual({ [field]: message });
}

describe('a listing', () => {
  it.each(['name', 'location', 'usagePeriod', 'description', 'manufacturer', 'partNumber'])('with NUL in %s is refused naming it, and nothing is listed', async (field) => {
    const seller = await signUp(t.app, { role: 'seller' });
    refusedNaming(await call('POST', seller, '/api/products', { ...listingInput, [field]: 'ab\u0000c' }), field);
    expect((await call('GET', seller, '/api/seller/products')).json().items).toEqual([]);
  });

  it('with NUL in a specification value or an edit is refused naming it', async () => {
    const seller = await signUp(t.app, { role: 'seller' });
    refusedNaming(await call('POST', seller, '/api/products', { ...listingInput, specs: { chip: 'ESP\u000132' } }), 'specs.chip');
    const listed = await call('POST', seller, '/api/products', listingInput);
    expect(listed.statusCode, listed.body).toBe(201);
    refusedNaming(await call('PATCH', seller, `/api/products/${listed.json().id}`, { ...listingInput, name: 'x\u007f' }), 'name');
  });

  it('keeps its name on one line (CR/LF refused) and its description as typed, lines included', async () => {
    const seller = await signUp(t.app, { role: 'seller' });
    const header = { ...listingInput, name: 'ESP32\r\nBcc: everyone@example.test' };
    refusedNaming(await call('POST', seller, '/api/products', header), 'name', ONE_LINE);
    refusedNaming(await call('POST', seller, '/api/products', { ...listingInput, location: 'Dhaka\nMirpur' }), 'location', ONE_LINE);
    const description = 'Works fine.\r\nBox and cable included.\n\n\tSee photos.';
    const listed = await call('POST', seller, '/api/products', { ...listingInput, description });
    expect(listed.statusCode, listed.body).toBe(201);
    expect((await call('GET', null, `/api/products/${listed.json().id}`)).json().description).toBe(description);
  });

  it('says so in Bengali to a Bengali reader', async () => {
    const seller = await signUp(t.app, { role: 'seller' });
    refusedNaming(
      await call('POST', seller, '/api/products?lang=bn', { ...listingInput, name: 'a\nb' }),
      'name',
      'এটি এক লাইনে লিখুন, লাইন ব্রেক বা ট্যাব ছাড়া',
    );
  });
});

describe('what people write to each other', () => {
  it('a message with NUL is refused naming its body; one with lines is sent as written', async () => {
    const { buyer, listingId } = await sellerBuyerAndListing(t);
    const started = await call('POST', buyer, `/api/products/${listingId}/conversation`);
    const id = started.json().id as string;
    refusedNaming(await call('POST', buyer, `/api/conversations/${id}/messages`, { body: 'Hello\u0000' }), 'body');
    const sent = await call('POST', buyer, `/api/conversations/${id}/messages`, { body: 'Hello,\nis it still for sale?' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await call('GET', buyer, `/api/conversations/${id}/messages`)).json().items.map((m: { body: string }) => m.body)).toEqual([
      'Hello,\nis it still for sale?',
    ]);
    refusedNaming(await call('POST', buyer, `/api/conversations/${id}/reports`, { reason: 'spam\u001b[31m' }), 'reason');
  });

  it('a review and its answer with NUL are refused naming the field', async () => {
    const { seller, buyer, listingId } = await sellerBuyerAndListing(t);
    const orderId = await receivedOrder(t.app, buyer, seller, listingId);
    refusedNaming(await call('POST', buyer, `/api/orders/${orderId}/review`, { rating: 5, text: 'Great\u0000' }), 'text');
    const posted = await call('POST', buyer, `/api/orders/${orderId}/review`, { rating: 5, text: 'Great seller.\nFast.' });
    expect(posted.statusCode, posted.body).toBe(201);
    refusedNaming(await call('POST', seller, `/api/reviews/${posted.json().id}/answer`, { answer: 'Thanks\u0000' }), 'answer');
  });

  it('a report reason with NUL is refused naming it', async () => {
    const { buyer, listingId } = await sellerBuyerAndListing(t);
    refusedNaming(await call('POST', buyer, `/api/products/${listingId}/reports`, { reason: 'Fake \u0000 item' }), 'reason');
  });

  it('a booking place, a carrier or a tracking number on two lines is refused naming it', async () => {
    const { seller, buyer, listingId } = await sellerBuyerAndListing(t);
    const booking = { productId: listingId, phone: '+8801811000000', location: 'Mirpur\r\nDhaka' };
    refusedNaming(await call('POST', buyer, '/api/orders', booking), 'location', ONE_LINE);
    const orderId = await paidOrder(t.app, buyer, listingId);
    const ship = (payload: object) => call('POST', seller, `/api/seller/orders/${orderId}/shipped`, payload);
    refusedNaming(await ship({ carrier: 'Pathao\nBcc: x@example.test' }), 'carrier', ONE_LINE);
    refusedNaming(await ship({ carrier: 'Pathao', trackingNumber: 'PX-1\u0000' }), 'trackingNumber');
    expect((await ship({ carrier: 'Pathao', trackingNumber: 'PX-1' })).statusCode).toBe(200);
  });
});

describe('searching and accounts', () => {
  it('NUL in a search, a filter or an admin search is refused naming it', async () => {
    refusedNaming(await call('GET', null, '/api/products?q=esp%00'), 'q');
    refusedNaming(await call('GET', null, '/api/products?location=Dha%00ka'), 'location');
    refusedNaming(await call('GET', null, '/api/products?seller=%00'), 'seller');
    refusedNaming(await call('GET', null, '/api/products/facets?spec.chip=ESP%0032'), 'spec.chip');
  });

  it('the account lookup refuses NUL naming the email', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth-lookup', headers: { origin: ORIGIN }, payload: { email: 'a\u0000@example.test' } });
    refusedNaming(res, 'email');
  });

  it('sign-up, sign-in and a profile update refuse control characters and line breaks, naming the field', async () => {
    const auth = (url: string, payload: object, cookie?: string) =>
      t.app.inject({ method: 'POST', url, headers: cookie ? asUser(cookie) : { origin: ORIGIN }, payload });
    const account = { email: uniqueEmail(), password: 'correct-horse-9', role: 'buyer' };
    refusedNaming(await auth('/api/auth/sign-up/email', { ...account, name: 'Nadia\u0000' }), 'name');
    refusedNaming(await auth('/api/auth/sign-up/email', { ...account, name: 'Nadia\r\nX' }), 'name', ONE_LINE);
    refusedNaming(await auth('/api/auth/sign-in/email', { email: 'a\u0000@example.test', password: 'whatever-1' }), 'email');
    const person = await signUp(t.app, { name: 'Nadia' });
    refusedNaming(await auth('/api/auth/update-user', { name: 'Nadia\nAdmin' }, person.cookie), 'name', ONE_LINE);
    expect((await call('GET', person, '/api/me')).json().name).toBe('Nadia');
    // A password is only hashed: it is not held to the text rule.
    expect((await auth('/api/auth/sign-up/email', { ...account, email: uniqueEmail(), name: 'Tab', password: 'tab\there-9x' })).statusCode).toBe(200);
  });
});
