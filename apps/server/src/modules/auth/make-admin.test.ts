import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, cookieFrom, signIn, signUp } from '#test/auth.ts';
import { user } from '#server/db/schema/index.ts';
import { tombstoneEmail } from './accounts.repository.ts';
import { createAuth } from './better-auth.ts';
import { makeAdmin } from './make-admin.ts';

let t: TestContext;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const me = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/me', headers: asUser(cookie) })).json();
const role = async (cookie: string) => (await me(cookie)).role;

describe('create-admin', () => {
  it('creates an admin who can sign in', async () => {
    const auth = createAuth(t.config, t.database.db, pino({ level: 'silent' }));
    expect(await makeAdmin(t.database.db, auth, { email: 'boss@example.test', password: 'admin-pass-1' })).toBe('created');
    const res = await signIn(t.app, 'boss@example.test', 'admin-pass-1');
    expect(res.statusCode).toBe(200);
    expect(await me(cookieFrom(res))).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('promotes an existing account and leaves its password alone', async () => {
    const u = await signUp(t.app, { role: 'seller' });
    const auth = createAuth(t.config, t.database.db, pino({ level: 'silent' }));
    expect(await makeAdmin(t.database.db, auth, { email: u.email, password: 'ignored-pass-1' })).toBe('promoted');
    expect(await role(u.cookie)).toBe('admin');
    expect((await signIn(t.app, u.email, 'correct-horse-9')).statusCode).toBe(200);
  });

  it('brings back a closed account under its address, verified, when nobody signed up with it since', async () => {
    const u = await signUp(t.app, { role: 'seller' });
    await t.database.db.update(user).set({ deletedAt: new Date(), closedEmail: u.email, email: tombstoneEmail(u.id) }).where(eq(user.id, u.id));
    const auth = createAuth(t.config, t.database.db, pino({ level: 'silent' }));
    expect(await makeAdmin(t.database.db, auth, { email: u.email, password: 'ignored-pass-1' })).toBe('promoted');
    const res = await signIn(t.app, u.email, 'correct-horse-9');
    expect(res.statusCode).toBe(200);
    expect(await me(cookieFrom(res))).toMatchObject({ id: u.id, email: u.email, role: 'admin', emailVerified: true });
  });
});
