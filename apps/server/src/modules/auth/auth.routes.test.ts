import { MeSchema } from '@reboard/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, cookieFrom, ORIGIN, signIn, signUp, uniqueEmail } from '#test/auth.ts';
import { user } from '#server/db/schema/index.ts';

let t: TestContext;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: cookie ? asUser(cookie) : {} });

describe('sign-up', () => {
  it('makes a buyer by default and a seller when asked, signed in at once', async () => {
    const buyer = await signUp(t.app, { role: undefined });
    const seller = await signUp(t.app, { role: 'seller', name: 'Karim Electronics' });
    const b = MeSchema.parse((await me(buyer.cookie)).json());
    const s = MeSchema.parse((await me(seller.cookie)).json());
    expect(b).toMatchObject({ role: 'buyer', sellerVerified: false, email: buyer.email });
    expect(s).toMatchObject({ role: 'seller', name: 'Karim Electronics' });
  });

  it('never makes an admin, whatever the body says', async () => {
    for (const role of ['admin', 'Admin', 'superuser']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: ORIGIN },
        payload: { name: 'Mallory', email: uniqueEmail('mallory'), password: 'long-enough-1', role },
      });
      expect(res.statusCode, role).toBe(400);
      expect(res.json().error.code).toBe('INVALID_ROLE');
    }
    const admins = await t.database.db.select().from(user).where(eq(user.role, 'admin'));
    expect(admins).toHaveLength(0);
  });

  it('refuses a password shorter than 8 characters and a taken email, with a message', async () => {
    let res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { name: 'A', email: uniqueEmail(), password: 'short', role: 'buyer' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/short/i);
    const taken = await signUp(t.app);
    res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { name: 'A', email: taken.email, password: 'long-enough-1', role: 'buyer' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(/already exists/i);
  });

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { name: 'C', email: uniqueEmail(), password: 'long-enough-1', role: 'buyer' },
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });
});

describe('cookies behind https', () => {
  it('are Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://reboard.example' });
    try {
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: 'https://reboard.example' },
        payload: { name: 'S', email: uniqueEmail(), password: 'long-enough-1', role: 'buyer' },
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/i);
    } finally {
      await secure.close();
    }
  });

  it('refuse a sign-up posted from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://evil.example' },
      payload: { name: 'E', email: uniqueEmail(), password: 'long-enough-1', role: 'buyer' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    const u = await signUp(t.app);
    const ok = await signIn(t.app, u.email, 'correct-horse-9');
    expect(ok.statusCode).toBe(200);
    expect((await me(cookieFrom(ok))).statusCode).toBe(200);
    const bad = await signIn(t.app, u.email, 'wrong-password');
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.message).toMatch(/invalid email or password/i);
  });

  it('refuses the old session cookie after sign-out', async () => {
    const u = await signUp(t.app);
    expect((await me(u.cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: asUser(u.cookie) });
    expect(out.statusCode).toBe(200);
    const after = await me(u.cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('UNAUTHORIZED');
  });

  it('limits attempts per client address too, and ignores a spoofed X-Forwarded-For', async () => {
    const small = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await small.app.inject({
          method: 'POST',
          url: '/api/auth-lookup',
          headers: { 'x-forwarded-for': `10.0.0.${i}` },
          payload: { email: `someone${i}@example.test` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await small.close();
    }
  });

  it('counts each forwarded address separately when TRUST_PROXY says a proxy sets it', async () => {
    const proxied = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: 'true' });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await proxied.app.inject({
          method: 'POST',
          url: '/api/auth-lookup',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
          payload: { email: `someone${i}@example.test` },
        });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await proxied.close();
    }
  });
});

describe('the session check', () => {
  it('answers guests with a null user (not an error) and signed-in people with themselves', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ user: null });
    const u = await signUp(t.app, { role: 'seller' });
    const mine = await t.app.inject({ method: 'GET', url: '/api/session', headers: asUser(u.cookie) });
    expect(mine.json().user).toMatchObject({ id: u.id, role: 'seller' });
  });
});

describe('account lookup for the login page', () => {
  it('tells whether an email has an account', async () => {
    const u = await signUp(t.app);
    const lookup = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth-lookup', payload: { email } });
    expect((await lookup(u.email.toUpperCase())).json()).toEqual({ exists: true });
    expect((await lookup('nobody@example.test')).json()).toEqual({ exists: false });
    // A closed account still has an account: signing in then says it was closed.
    await t.database.db.update(user).set({ deletedAt: new Date() }).where(eq(user.id, u.id));
    expect((await lookup(u.email)).json()).toEqual({ exists: true });
    const refused = await signIn(t.app, u.email, 'correct-horse-9');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ACCOUNT_CLOSED');
    expect((await lookup('')).statusCode).toBe(400);
  });
});

describe('profile', () => {
  it('changes name and picture, but never role or verification', async () => {
    const u = await signUp(t.app);
    const update = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/auth/update-user', headers: asUser(u.cookie), payload });
    expect((await update({ name: 'New Name' })).statusCode).toBe(200);
    expect((await me(u.cookie)).json().name).toBe('New Name');
    for (const payload of [{ role: 'admin' }, { sellerVerified: true }, { name: 'X', role: 'seller' }]) {
      const res = await update(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const bad = await update({ image: 'https://evil.example/pixel.png' });
    expect(bad.statusCode).toBe(400);
    expect((await me(u.cookie)).json()).toMatchObject({ role: 'buyer', sellerVerified: false, image: null });
  });
});

describe('what responses never contain', () => {
  it('no password hash and no other user’s session token', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const responses = [
      await me(a.cookie),
      await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: asUser(a.cookie) }),
      await signIn(t.app, a.email, 'correct-horse-9'),
      await t.app.inject({ method: 'GET', url: '/api/products' }),
    ];
    const bToken = decodeURIComponent(b.cookie.split('=')[1] ?? '').split('.')[0]!;
    for (const res of responses) {
      expect(res.body).not.toMatch(/\$scrypt|"password"|[0-9a-f]{32}:[0-9a-f]{128}/);
      expect(res.body).not.toContain(bToken);
    }
  });
});
