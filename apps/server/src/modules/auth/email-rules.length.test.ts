import { MAX_EMAIL_LENGTH } from '@reboard/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, ORIGIN, signUp } from '#test/auth.ts';
import { user } from '#server/db/schema/index.ts';

/* An email address has at most 254 characters, wherever one is taken. */
let t: TestContext;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** A well-formed address of exactly `length` characters (a 64-character local part, labels of 60). */
function addressOf(length: number): string {
  const local = 'a'.repeat(64);
  const labels = `${'b'.repeat(60)}.`.repeat(3);
  const rest = length - local.length - 1 - labels.length - '.io'.length;
  return `${local}@${labels}${'c'.repeat(rest)}.io`;
}

const post = (url: string, payload: object, headers: Record<string, string> = { origin: ORIGIN }) =>
  t.app.inject({ method: 'POST', url, headers, payload });

describe('email addresses longer than 254 characters', () => {
  const long = addressOf(299);
  const justOver = addressOf(MAX_EMAIL_LENGTH + 1);

  it('builds the addresses it means to', () => {
    expect(long).toHaveLength(299);
    expect(justOver).toHaveLength(255);
  });

  it.each([
    ['sign-up', '/api/auth/sign-up/email', (email: string) => ({ name: 'Long', email, password: 'long-enough-1', role: 'buyer' })],
    ['sign-in', '/api/auth/sign-in/email', (email: string) => ({ email, password: 'long-enough-1' })],
    ['reset request', '/api/auth/request-password-reset', (email: string) => ({ email, redirectTo: '/reset-password' })],
    ['verification resend', '/api/verification-email', (email: string) => ({ email })],
    ['account lookup', '/api/auth-lookup', (email: string) => ({ email })],
  ])('are refused by %s with 400 naming email', async (_name, url, body) => {
    for (const email of [long, justOver]) {
      const res = await post(url, body(email));
      expect(res.statusCode, `${email.length}: ${res.body}`).toBe(400);
      expect(res.json().error.fields).toEqual({ email: 'An email address has at most 254 characters' });
    }
  });

  it('are refused by a profile update with 400 naming email', async () => {
    const u = await signUp(t.app);
    const res = await post('/api/auth/update-user', { name: 'Long', email: long }, asUser(u.cookie));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'An email address has at most 254 characters' });
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: asUser(u.cookie) })).json().name).toBe('Test User');
  });

  it('no account is made with one, while an address of exactly 254 characters signs up', async () => {
    await post('/api/auth/sign-up/email', { name: 'Long', email: long, password: 'long-enough-1', role: 'buyer' });
    expect(await t.database.db.select().from(user).where(eq(user.email, long))).toEqual([]);
    const longest = await post('/api/auth/sign-up/email', { name: 'Longest', email: addressOf(MAX_EMAIL_LENGTH), password: 'long-enough-1', role: 'buyer' });
    expect(longest.statusCode, longest.body).toBe(200);
  });

  it('say so in Bengali for a Bengali reader', async () => {
    const res = await post('/api/auth/sign-up/email', { name: 'Long', email: long, password: 'long-enough-1', role: 'buyer' }, { origin: ORIGIN, 'accept-language': 'bn' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBe('ইমেইল ঠিকানা সর্বোচ্চ ২৫৪ অক্ষরের হতে পারে');
  });
});
