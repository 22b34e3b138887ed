import { afterEach, describe, expect, it } from 'vitest';
import {
  FAILED_SIGN_INS_PER_ADDRESS,
  FAILED_SIGN_INS_PER_EMAIL_AND_ADDRESS,
  LOOKUPS_PER_EMAIL_AND_ADDRESS,
  SIGN_IN_FAILURE_WINDOW_MS,
} from '#server/modules/auth/sign-in-guard.ts';
import { BOOKINGS_PER_MINUTE } from '#server/modules/orders/orders.routes.ts';
import { PROBLEMS_PER_MINUTE } from '#server/modules/orders/problems.routes.ts';
import { REPORTS_PER_MINUTE } from '#server/modules/reports/reports.routes.ts';
import { REVIEWS_PER_MINUTE } from '#server/modules/reviews/reviews.routes.ts';
import { UPLOADS_PER_MINUTE } from '#server/modules/uploads/uploads.routes.ts';
import { createTestApp, type TestContext } from './app.ts';
import { asUser, ORIGIN, signUp, uniqueEmail } from './auth.ts';
import { allowedBeforeRefusal, expectRateLimited } from './rate-limits.ts';

/*
 * Every rate-limited route, pushed one past its limit: the refusal is 429 with Retry-After and
 * the usual error body, and it stops at the configured count, not before and not after.
 */
let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const PER_ADDRESS = 3;
const auth = (path: string, payload: object) =>
  t!.app.inject({ method: 'POST', url: `/api/auth/${path}`, headers: { origin: ORIGIN }, payload });
const lookup = (email: string) => t!.app.inject({ method: 'POST', url: '/api/auth-lookup', payload: { email } });

describe('per client address (AUTH_RATE_LIMIT_PER_MINUTE)', () => {
  it.each([
    ['sign-in', 401, (i: number) => auth('sign-in/email', { email: `nobody${i}@example.test`, password: 'wrong-password' })],
    ['sign-up', 200, (i: number) => auth('sign-up/email', { name: 'N', email: uniqueEmail(`new${i}`), password: 'long-enough-1', role: 'buyer' })],
    ['account lookup', 200, (i: number) => lookup(`someone${i}@example.test`)],
    // 400 while no reset mail is configured, 200 once it is; either way the attempt counts.
    ['password reset', [400, 200], (i: number) => auth('request-password-reset', { email: `someone${i}@example.test`, redirectTo: '/reset' })],
  ])('%s is refused after the allowance', async (_name, status, attempt) => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS) });
    expect(await allowedBeforeRefusal(attempt, { max: PER_ADDRESS + 2, status })).toBe(PER_ADDRESS);
  });

  it('is one allowance for sign-in, sign-up and lookups together', async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS) });
    expect((await lookup('a@example.test')).statusCode).toBe(200);
    expect((await auth('sign-in/email', { email: 'b@example.test', password: 'wrong-password' })).statusCode).toBe(401);
    expect((await auth('sign-up/email', { name: 'C', email: uniqueEmail(), password: 'long-enough-1', role: 'buyer' })).statusCode).toBe(200);
    expectRateLimited(await lookup('d@example.test'));
  });
});

describe('per email and address', () => {
  const from = (remoteAddress: string) => (email: string) =>
    t!.app.inject({ method: 'POST', url: '/api/auth-lookup', remoteAddress, payload: { email } });
  const signInFrom = (remoteAddress: string, email: string, password: string) =>
    t!.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress, headers: { origin: ORIGIN }, payload: { email, password } });
  const window = { windowSeconds: SIGN_IN_FAILURE_WINDOW_MS / 1000 };

  it(`refuses lookups of one email from one address after ${LOOKUPS_PER_EMAIL_AND_ADDRESS}, while other emails and other addresses still answer`, async () => {
    t = await createTestApp();
    const a = from('198.51.100.1');
    const allowed = await allowedBeforeRefusal(() => a('target@example.test'), { max: LOOKUPS_PER_EMAIL_AND_ADDRESS + 2, status: 200 });
    expect(allowed).toBe(LOOKUPS_PER_EMAIL_AND_ADDRESS);
    expect((await a('other@example.test')).statusCode).toBe(200);
    // The owner's login page looks the email up first: from elsewhere it still answers.
    expect((await from('203.0.113.1')('target@example.test')).json()).toEqual({ exists: false });
  });

  it(`refuses sign-in to an email from an address after ${FAILED_SIGN_INS_PER_EMAIL_AND_ADDRESS} failures there (only failures count), and only that pair`, async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100' });
    const u = await signUp(t.app);
    const a = '198.51.100.2';
    // Successful sign-ins do not use up the allowance.
    for (let i = 0; i < 3; i++) expect((await signInFrom(a, u.email, 'correct-horse-9')).statusCode).toBe(200);
    const failures = await allowedBeforeRefusal(() => signInFrom(a, u.email, 'wrong-password'), {
      max: FAILED_SIGN_INS_PER_EMAIL_AND_ADDRESS + 2,
      status: 401,
      ...window,
    });
    expect(failures).toBe(FAILED_SIGN_INS_PER_EMAIL_AND_ADDRESS);
    expectRateLimited(await signInFrom(a, u.email, 'correct-horse-9'), window.windowSeconds);
    // Another account from the same address, and the same account from another address, are not held up.
    const other = await signUp(t.app);
    expect((await signInFrom(a, other.email, 'correct-horse-9')).statusCode).toBe(200);
    expect((await signInFrom('203.0.113.2', u.email, 'correct-horse-9')).statusCode).toBe(200);
  });

  it(`refuses sign-in from an address after ${FAILED_SIGN_INS_PER_ADDRESS} failures there across emails, and only from there`, async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    const u = await signUp(t.app);
    const a = '198.51.100.3';
    // A few guesses per email, never enough for one pair's limit: the address's own limit stops them.
    const failures = await allowedBeforeRefusal((i) => signInFrom(a, `guess-${i % 20}@example.test`, `wrong-${i}`), {
      max: FAILED_SIGN_INS_PER_ADDRESS + 2,
      status: 401,
      ...window,
    });
    expect(failures).toBe(FAILED_SIGN_INS_PER_ADDRESS);
    expectRateLimited(await signInFrom(a, u.email, 'correct-horse-9'), window.windowSeconds);
    expect((await signInFrom('203.0.113.3', u.email, 'correct-horse-9')).statusCode).toBe(200);
  });
});

describe('per signed-in user', () => {
  it.each([
    ['uploads', UPLOADS_PER_MINUTE, 400, (cookie: string) => t!.app.inject({ method: 'POST', url: '/api/uploads', headers: asUser(cookie), payload: {} })],
    [
      'reports',
      REPORTS_PER_MINUTE,
      404,
      (cookie: string, i: number) =>
        t!.app.inject({ method: 'POST', url: `/api/products/missing-${i}/reports`, headers: asUser(cookie), payload: { reason: 'Looks fake' } }),
    ],
    [
      'bookings',
      BOOKINGS_PER_MINUTE,
      404,
      (cookie: string, i: number) =>
        t!.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: asUser(cookie),
          payload: { productId: `missing-${i}`, phone: '+8801811000000', location: 'Dhanmondi, Dhaka' },
        }),
    ],
    [
      'reviews',
      REVIEWS_PER_MINUTE,
      404,
      (cookie: string, i: number) =>
        t!.app.inject({ method: 'POST', url: `/api/orders/missing-${i}/review`, headers: asUser(cookie), payload: { rating: 5, text: 'Great seller' } }),
    ],
    [
      'problem reports',
      PROBLEMS_PER_MINUTE,
      404,
      (cookie: string, i: number) =>
        t!.app.inject({
          method: 'POST',
          url: `/api/orders/missing-${i}/problem`,
          headers: asUser(cookie),
          payload: { kind: 'not_received', description: 'Nothing came' },
        }),
    ],
  ])('%s are refused after the allowance, and another person is not held up', async (_name, limit, status, attempt) => {
    t = await createTestApp();
    const [one, two] = [await signUp(t.app), await signUp(t.app)];
    // Each attempt is refused by the route itself (no file, no such listing); all still count.
    expect(await allowedBeforeRefusal((i) => attempt(one.cookie, i), { max: limit + 2, status })).toBe(limit);
    expect((await attempt(two.cookie, 0)).statusCode).toBe(status);
  });
});
