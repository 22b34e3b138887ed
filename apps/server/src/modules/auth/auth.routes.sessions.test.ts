import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, cookieFrom, ORIGIN, signIn, signUp, type SignedIn } from '#test/auth.ts';

/* Revoking a session: only one's own; anyone else's answers as a session that does not exist. */
let t: TestContext;
let alice: SignedIn;
let bob: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
  bob = await signUp(t.app);
});
afterEach(() => t.close());

/** The session token inside a session cookie (`name=token.signature`). */
const tokenOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0]!;
const revoke = (cookie: string | undefined, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/revoke-session', headers: cookie ? asUser(cookie) : { origin: ORIGIN }, payload: { token } });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: asUser(cookie) });

describe('revoke-session', () => {
  it('ends one of one’s own other sessions', async () => {
    const laptop = cookieFrom(await signIn(t.app, alice.email, 'correct-horse-9'));
    const res = await revoke(alice.cookie, tokenOf(laptop));
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(alice.cookie)).statusCode).toBe(200);
  });

  it('answers 404 for someone else’s session, and leaves it working', async () => {
    const res = await revoke(alice.cookie, tokenOf(bob.cookie));
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'SESSION_NOT_FOUND', message: 'No such session' });
    expect((await me(bob.cookie)).statusCode).toBe(200);
  });

  it('answers a made-up token exactly as someone else’s session', async () => {
    const made = await revoke(alice.cookie, 'a'.repeat(32));
    const other = await revoke(alice.cookie, tokenOf(bob.cookie));
    expect(made.statusCode).toBe(404);
    expect(made.json()).toEqual(other.json());
  });

  it('refuses a visitor who is not signed in', async () => {
    expect((await revoke(undefined, tokenOf(bob.cookie))).statusCode).toBe(401);
    expect((await me(bob.cookie)).statusCode).toBe(200);
  });
});
