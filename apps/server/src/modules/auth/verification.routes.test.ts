import { createEmailVerificationToken } from 'better-auth/api';
import { like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, cookieFrom, ORIGIN, signUp, type SignedIn } from '#test/auth.ts';
import { jobs } from '#server/db/schema/index.ts';
import { letterFor } from '../mail/mail-texts.ts';
import { resolveAuthSecret } from './auth-secret.ts';
import { VERIFICATION_MAILS_PER_EMAIL } from './sign-in-guard.ts';
import { VERIFICATION_MAIL_SENT } from './verification.routes.ts';

/*
 * Email verification: Better Auth's flow (a mail on sign-up, its verify-email endpoint), the
 * link mailed through the jobs to Reboard's /verify-email page, and a rate-limited resend.
 * Sign-in never waits for it: the session says whether the address is verified.
 */
let t: TestContext;
let person: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  person = await signUp(t.app);
});
afterEach(() => t.close());

/** The verification mails enqueued so far, oldest first. */
async function verificationMails(): Promise<{ to: string; token: string }[]> {
  const rows = await t.database.db.select().from(jobs).where(like(jobs.key, 'email-verification:%')).orderBy(jobs.id);
  return rows.map((r) => r.payload as { to: string; token: string });
}

const verify = (token: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`, headers: cookie ? asUser(cookie) : {} });
const resend = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/verification-email', headers: { origin: ORIGIN }, payload });
const sessionOf = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/session', headers: asUser(cookie) })).json().user;

describe('email verification after sign-up', () => {
  it('mails the new account a link to /verify-email; the link verifies the address once', async () => {
    const mails = await verificationMails();
    expect(mails.map((m) => m.to)).toEqual([person.id]);
    const token = mails[0]!.token;
    const letter = letterFor({ message: 'email-verification', to: person.id, token });
    expect(letter.link.path).toBe(`/verify-email?token=${encodeURIComponent(token)}`);
    expect(letter.subject).toBe('Verify your email address for Reboard');

    // Signed in at once, unverified: nothing waits for the link.
    expect(await sessionOf(person.cookie)).toMatchObject({ id: person.id, emailVerified: false });
    const done = await verify(token, person.cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: true });
    expect(await sessionOf(person.cookie)).toMatchObject({ id: person.id, emailVerified: true });

    const again = await verify(token, person.cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({ code: 'TOKEN_USED', message: 'This link was already used: your email address is verified.' });
  });

  it('signs in whoever follows the link in a browser that was signed out', async () => {
    const [mail] = await verificationMails();
    const done = await verify(mail!.token);
    expect(done.statusCode, done.body).toBe(200);
    expect(await sessionOf(cookieFrom(done))).toMatchObject({ id: person.id, emailVerified: true });
  });

  it('refuses a made-up token and one past its day, saying which, and verifies nothing', async () => {
    const forged = await verify('not-a-token');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('INVALID_TOKEN');

    const secret = resolveAuthSecret(t.config.authSecret, t.config.dataDir);
    const expired = await createEmailVerificationToken(secret, person.email, undefined, -60, { userId: person.id });
    const late = await verify(expired);
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('TOKEN_EXPIRED');
    expect(await sessionOf(person.cookie)).toMatchObject({ emailVerified: false });
  });
});

describe('resending the verification link', () => {
  it('mails a new working link, answering every address alike', async () => {
    const sent = await resend({ email: person.email.toUpperCase() });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: VERIFICATION_MAIL_SENT });
    expect((await resend({ email: 'nobody-here@example.test' })).json()).toEqual(sent.json());

    const mails = await verificationMails();
    expect(mails.map((m) => m.to)).toEqual([person.id, person.id]);
    expect((await verify(mails[1]!.token)).statusCode).toBe(200);
    expect(await sessionOf(person.cookie)).toMatchObject({ emailVerified: true });

    // A verified address gets the same answer and no mail.
    expect((await resend({ email: person.email })).json()).toEqual(sent.json());
    expect(await verificationMails()).toHaveLength(2);
  });

  it(`is limited to ${VERIFICATION_MAILS_PER_EMAIL} a minute per address`, async () => {
    for (let i = 0; i < VERIFICATION_MAILS_PER_EMAIL; i++) expect((await resend({ email: person.email })).statusCode).toBe(200);
    const refused = await resend({ email: person.email });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(await verificationMails()).toHaveLength(1 + VERIFICATION_MAILS_PER_EMAIL);
    // Another address is not held up by this one.
    expect((await resend({ email: 'someone-else@example.test' })).statusCode).toBe(200);
    // Better Auth's own resend endpoint counts against the same limit.
    const direct = await t.app.inject({ method: 'POST', url: '/api/auth/send-verification-email', headers: { origin: ORIGIN }, payload: { email: person.email } });
    expect(direct.statusCode).toBe(429);
  });

  it('refuses a body without a valid email, naming the field', async () => {
    for (const payload of [{}, { email: 'not-an-email' }, { email: 42 }]) {
      const res = await resend(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields).toHaveProperty('email');
    }
    expect(await verificationMails()).toHaveLength(1);
  });
});
