import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { ORIGIN, signUp } from '#test/auth.ts';
import { allowedBeforeRefusal, expectRateLimited } from '#test/rate-limits.ts';
import { FAILED_SIGN_INS_PER_EMAIL_AND_ADDRESS, SIGN_IN_FAILURE_WINDOW_MS } from './sign-in-guard.ts';

/*
 * Sign-in limits slow guessing without locking the owner out (decision 026): a burst of wrong
 * passwords limits the addresses it came from, never the owner signing in from anywhere else.
 */
let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const windowSeconds = SIGN_IN_FAILURE_WINDOW_MS / 1000;
// Far more than the old per-email limit (20), so a lockout of the account would show.
const BURST = 40;

/** A sign-in as a client at `remoteAddress` (the socket's peer), with `headers` of its own. */
const signInFrom = (remoteAddress: string, email: string, password: string, headers: Record<string, string> = {}) =>
  t!.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress, headers: { origin: ORIGIN, ...headers }, payload: { email, password } });

describe('a burst of wrong passwords for one account', () => {
  it('limits the address it comes from, and the owner still signs in from a fresh address', async () => {
    t = await createTestApp();
    const owner = await signUp(t.app);
    const attacker = '198.51.100.66';
    const allowed = await allowedBeforeRefusal((i) => signInFrom(attacker, owner.email, `guess-${i}`), { max: BURST, status: 401, windowSeconds });
    expect(allowed).toBe(FAILED_SIGN_INS_PER_EMAIL_AND_ADDRESS);

    // The attacker's address is refused even the right password, with when to come back.
    const refused = await signInFrom(attacker, owner.email, 'correct-horse-9');
    expectRateLimited(refused, windowSeconds);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);

    // The owner, from an address that has not been failing, gets in at once.
    const mine = await signInFrom('203.0.113.7', owner.email, 'correct-horse-9');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(String(mine.headers['set-cookie'])).toMatch(/session_token=/);
  });

  it('counts however the path is spelt: a dot segment does not get past the limit', async () => {
    t = await createTestApp();
    const owner = await signUp(t.app);
    const attacker = '198.51.100.67';
    const dotted = (i: number) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/./email',
        remoteAddress: attacker,
        headers: { origin: ORIGIN },
        payload: { email: owner.email, password: `guess-${i}` },
      });
    expect(await allowedBeforeRefusal(dotted, { max: BURST, status: 401, windowSeconds })).toBe(FAILED_SIGN_INS_PER_EMAIL_AND_ADDRESS);
  });
});

describe('behind a proxy named in TRUST_PROXY', () => {
  const proxy = '127.0.0.1';

  it('gives each client behind it, told apart by X-Forwarded-For, its own sign-in limit', async () => {
    t = await createTestApp({ TRUST_PROXY: proxy });
    const owner = await signUp(t.app);
    const first = { 'x-forwarded-for': '192.0.2.10' };
    const second = { 'x-forwarded-for': '192.0.2.20' };
    const allowed = await allowedBeforeRefusal((i) => signInFrom(proxy, owner.email, `guess-${i}`, first), { max: BURST, status: 401, windowSeconds });
    expect(allowed).toBe(FAILED_SIGN_INS_PER_EMAIL_AND_ADDRESS);
    expectRateLimited(await signInFrom(proxy, owner.email, 'correct-horse-9', first), windowSeconds);

    // The second client comes through the same proxy but is counted on its own.
    expect((await signInFrom(proxy, owner.email, 'wrong-password', second)).statusCode).toBe(401);
    expect((await signInFrom(proxy, owner.email, 'correct-horse-9', second)).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from the proxy: a client reaching the app directly cannot pick its address', async () => {
    t = await createTestApp({ TRUST_PROXY: proxy });
    const owner = await signUp(t.app);
    const direct = '198.51.100.77';
    const allowed = await allowedBeforeRefusal(
      (i) => signInFrom(direct, owner.email, `guess-${i}`, { 'x-forwarded-for': `192.0.2.${i + 1}` }),
      { max: BURST, status: 401, windowSeconds },
    );
    expect(allowed).toBe(FAILED_SIGN_INS_PER_EMAIL_AND_ADDRESS);
  });
});
