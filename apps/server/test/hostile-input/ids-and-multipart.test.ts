import { encodeCursor } from '@reboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../app.ts';
import { asUser, requestAs, signUp, type SignedIn } from '../auth.ts';
import { signUpAdmin } from '../market.ts';
import { picture } from '../uploads.ts';

/*
 * Ids and cursors are checked against the alphabet Reboard's ids use before any query (a NUL
 * reached PostgreSQL and came back a 500), and a multipart body the parser cannot read is the
 * client's 400, not a 500.
 */
let t: TestContext;
let admin: SignedIn;
let buyer: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  buyer = await signUp(t.app, { role: 'buyer' });
});
afterAll(() => t.close());

const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Not found' } };

describe('an id in the path', () => {
  it.each(['/api/sellers/%00x', '/api/sellers/x%00', '/api/sellers/%01/reviews', '/api/products/%00', '/api/categories/%00/products'])(
    'GET %s answers 404: an id outside the alphabet names nothing',
    async (url) => {
      const res = await requestAs(t.app, null, 'GET', url);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    },
  );

  it.each([
    ['DELETE', '/api/admin/users/%00x'],
    ['POST', '/api/admin/users/a%0Ab/restore'],
    ['POST', '/api/admin/sellers/%00/verify'],
    ['POST', '/api/admin/conversation-reports/%C2%85/close'],
  ] as const)('%s %s answers an admin 404, and anyone else 403 first', async (method, url) => {
    const res = await requestAs(t.app, admin, method, url);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
    expect((await requestAs(t.app, buyer, method, url)).statusCode).toBe(403);
  });

  it('an id of another shape (a space, a dot, too long) is 404 too, as one of the right shape that names nothing', async () => {
    for (const url of ['/api/sellers/a%20b', '/api/sellers/a.b', `/api/sellers/${'x'.repeat(101)}`, `/api/sellers/${'x'.repeat(5000)}`]) {
      const res = await requestAs(t.app, null, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect((await requestAs(t.app, null, 'GET', '/api/sellers/nobody-here')).statusCode).toBe(404);
    expect((await requestAs(t.app, admin, 'DELETE', '/api/admin/users/nobody-here')).statusCode).toBe(404);
  });

  it('a path that is not valid percent-encoding answers 400 in the API\'s error shape', async () => {
    for (const url of ['/api/sellers/%FF', '/api/products/%', '/api/admin/users/%C0%AF']) {
      const res = await requestAs(t.app, admin, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'BAD_URL', message: 'This address is not valid' } });
    }
  });

  it('a product id in a booking is refused naming it', async () => {
    const res = await requestAs(t.app, buyer, 'POST', '/api/orders', { productId: 'x\u0000', phone: '+8801811000000', location: 'Dhaka' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual({ productId: 'Not a valid id' });
  });
});

describe('a cursor', () => {
  it('outside the cursor alphabet, or holding an id outside the id alphabet, is refused', async () => {
    const restart = 'Invalid cursor: start again from the first page';
    const outside = await requestAs(t.app, admin, 'GET', '/api/admin/sellers?cursor=%00');
    expect(outside.statusCode, outside.body).toBe(400);
    expect(outside.json().error.fields).toEqual({ cursor: restart });
    const forged = encodeCursor(['2024-01-01T00:00:00.000Z', 'a\u0000b']);
    for (const url of [`/api/admin/sellers?cursor=${forged}`, `/api/admin/buyers?cursor=${forged}`]) {
      const res = await requestAs(t.app, admin, 'GET', url);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields).toEqual({ cursor: restart });
    }
  });
});

describe('a malformed multipart upload', () => {
  const upload = (contentType: string, payload: Buffer | string) =>
    t.app.inject({ method: 'POST', url: '/api/uploads', headers: { ...asUser(buyer.cookie), 'content-type': contentType }, payload });
  const head = (boundary: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);

  it('without a boundary answers 400 naming the image', async () => {
    const res = await upload('multipart/form-data', 'no parts here');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION', fields: { image: expect.stringContaining('multipart') } });
  });

  it('cut short, in the headers or in the file, answers 400', async () => {
    const whole = Buffer.concat([head('XyZ'), await picture('png')]);
    for (const payload of [whole, whole.subarray(0, 30)]) {
      const res = await upload('multipart/form-data; boundary=XyZ', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
    }
  });

  it('a whole one is still stored', async () => {
    const body = Buffer.concat([head('XyZ'), await picture('png'), Buffer.from('\r\n--XyZ--\r\n')]);
    const res = await upload('multipart/form-data; boundary=XyZ', body);
    expect(res.statusCode, res.body).toBe(201);
  });
});
