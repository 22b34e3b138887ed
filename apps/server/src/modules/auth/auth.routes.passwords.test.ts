import { eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, cookieFrom, ORIGIN, signIn, signUp, type SignedIn } from '#test/auth.ts';
import { jobs, verification } from '#server/db/schema/index.ts';

/*
 * Forgot password: Better Auth's own flow, with the link mailed through the jobs (the mail
 * module's password-reset message) to Reboard's /reset-password page.
 */
let t: TestContext;
let person: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  person = await signUp(t.app, { password: 'old-password-1' });
});
afterEach(() => t.close());

const ask = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: { origin: ORIGIN }, payload: { email } });
const reset = (token: string, newPassword = 'new-password-2') =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: { origin: ORIGIN }, payload: { token, newPassword } });

/** The tokens of the reset mails enqueued so far, by recipient. */
async function resetMails(): Promise<{ to: string; token: string }[]> {
  const rows = await t.database.db.select().from(jobs).where(like(jobs.key, 'password-reset:%'));
  return rows.map((r) => r.payload as { to: string; token: string });
}

/** The token of the one reset mail enqueued. */
async function mailedToken(): Promise<string> {
  const mails = await resetMails();
  expect(mails).toHaveLength(1);
  return mails[0]!.token;
}

describe('forgot password', () => {
  it('answers an unknown email exactly as a known one, and mails only the account', async () => {
    const known = await ask(person.email);
    const unknown = await ask('nobody-here@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const mails = await resetMails();
    expect(mails.map((m) => m.to)).toEqual([person.id]);
    expect(mails[0]!.token).toMatch(/^[A-Za-z0-9]{24}$/);
  });

  it('the mailed token sets a new password once: the old one and the old sessions stop working', async () => {
    await ask(person.email);
    const token = await mailedToken();
    const done = await reset(token);
    expect(done.statusCode, done.body).toBe(200);
    expect((await signIn(t.app, person.email, 'old-password-1')).statusCode).toBe(401);
    expect((await signIn(t.app, person.email, 'new-password-2')).statusCode).toBe(200);
    // The session from before the reset is gone.
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: asUser(person.cookie) })).statusCode).toBe(401);

    const again = await reset(token, 'third-password-3');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_TOKEN');
    expect((await signIn(t.app, person.email, 'new-password-2')).statusCode).toBe(200);
  });

  it('refuses a token past its hour, a made-up token and a too-short password', async () => {
    await ask(person.email);
    const token = await mailedToken();
    expect((await reset(token, 'short')).statusCode).toBe(400);
    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    expect((await reset(token)).statusCode).toBe(400);
    expect((await reset('a'.repeat(24))).statusCode).toBe(400);
    expect((await signIn(t.app, person.email, 'old-password-1')).statusCode).toBe(200);
  });

  it('mails the link to the /reset-password page, and the mail is sent to the account’s address', async () => {
    await ask(person.email);
    const token = await mailedToken();
    const { letterFor } = await import('../mail/mail-texts.ts');
    const letter = letterFor({ message: 'password-reset', to: person.id, token });
    expect(letter.link.path).toBe(`/reset-password?token=${token}`);
    expect(letter.subject).toBe('Reset your Reboard password');
  });
});

describe('a password change ends every other way in', () => {
  const change = (cookie: string, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: asUser(cookie), payload: body });

  /** The "password changed" mails enqueued so far, by recipient. */
  async function changedMails(): Promise<{ to: string; message: string }[]> {
    const rows = await t.database.db.select().from(jobs).where(like(jobs.key, 'password-changed:%'));
    return rows.map((r) => r.payload as { to: string; message: string });
  }

  it('after two resets are asked for and the newer link is used, the older link is refused and its password never works', async () => {
    await ask(person.email);
    const older = await mailedToken();
    await ask(person.email);
    const newer = (await resetMails()).map((m) => m.token).find((token) => token !== older)!;
    expect(newer).toBeDefined();

    expect((await reset(newer, 'newer-password-2')).statusCode).toBe(200);
    const stale = await reset(older, 'older-password-3');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.code).toBe('INVALID_TOKEN');
    expect((await signIn(t.app, person.email, 'older-password-3')).statusCode).toBe(401);
    expect((await signIn(t.app, person.email, 'newer-password-2')).statusCode).toBe(200);
  });

  it('changing the password signed in voids every outstanding reset link', async () => {
    await ask(person.email);
    const token = await mailedToken();
    const done = await change(person.cookie, { currentPassword: 'old-password-1', newPassword: 'new-password-2' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await reset(token, 'taken-back-3')).statusCode).toBe(400);
    expect((await signIn(t.app, person.email, 'taken-back-3')).statusCode).toBe(401);
    expect((await signIn(t.app, person.email, 'new-password-2')).statusCode).toBe(200);
  });

  it('signs out every other device even when the client does not ask, and keeps this one signed in', async () => {
    const otherCookie = cookieFrom(await signIn(t.app, person.email, 'old-password-1'));
    const done = await change(person.cookie, { currentPassword: 'old-password-1', newPassword: 'new-password-2', revokeOtherSessions: false });
    expect(done.statusCode, done.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: asUser(otherCookie) })).statusCode).toBe(401);
    // This device gets a new session in the answer.
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: asUser(cookieFrom(done)) })).statusCode).toBe(200);
  });

  it('a refused change (wrong current password) leaves the reset links and the other devices alone', async () => {
    await ask(person.email);
    const token = await mailedToken();
    const otherCookie = cookieFrom(await signIn(t.app, person.email, 'old-password-1'));
    expect((await change(person.cookie, { currentPassword: 'not-it-1', newPassword: 'new-password-2' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: asUser(otherCookie) })).statusCode).toBe(200);
    expect(await changedMails()).toEqual([]);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('mails the owner after every change, saying other devices were signed out and older links stopped working', async () => {
    await ask(person.email);
    expect((await reset(await mailedToken(), 'new-password-2')).statusCode).toBe(200);
    const again = cookieFrom(await signIn(t.app, person.email, 'new-password-2'));
    expect((await change(again, { currentPassword: 'new-password-2', newPassword: 'third-password-3' })).statusCode).toBe(200);
    const mails = await changedMails();
    expect(mails).toEqual([
      { message: 'password-changed', to: person.id },
      { message: 'password-changed', to: person.id },
    ]);

    const { letterFor } = await import('../mail/mail-texts.ts');
    const letter = letterFor({ message: 'password-changed', to: person.id });
    expect(letter.subject).toBe('Your Reboard password was changed');
    expect(letter.paragraphs.join(' ')).toMatch(/other device .* signed out.*reset link .* no longer works/);
    expect(letter.link.path).toBe('/forgot-password');
    expect(letterFor({ message: 'password-changed', to: person.id }, 'bn').subject).not.toBe(letter.subject);
    // The reset mail says beforehand what using it does.
    const resetLetter = letterFor({ message: 'password-reset', to: person.id, token: 'x' });
    expect(resetLetter.paragraphs.join(' ')).toMatch(/signs you out on every device.*other reset link .* stops working/);
  });
});

describe('change password, signed in', () => {
  const change = (cookie: string, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: asUser(cookie), payload: body });

  it('needs the current password; then the new one works, the old one does not, and other devices are signed out', async () => {
    const otherDevice = await signIn(t.app, person.email, 'old-password-1');
    const otherCookie = cookieFrom(otherDevice);

    const wrong = await change(person.cookie, { currentPassword: 'not-it-1', newPassword: 'new-password-2', revokeOtherSessions: true });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_PASSWORD');
    expect((await change(person.cookie, { currentPassword: 'old-password-1', newPassword: 'short', revokeOtherSessions: true })).statusCode).toBe(400);

    const done = await change(person.cookie, { currentPassword: 'old-password-1', newPassword: 'new-password-2', revokeOtherSessions: true });
    expect(done.statusCode, done.body).toBe(200);
    expect((await signIn(t.app, person.email, 'old-password-1')).statusCode).toBe(401);
    expect((await signIn(t.app, person.email, 'new-password-2')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: asUser(otherCookie) })).statusCode).toBe(401);
  });

  it('refuses a visitor who is not signed in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { origin: ORIGIN },
      payload: { currentPassword: 'old-password-1', newPassword: 'new-password-2' },
    });
    expect(res.statusCode).toBe(401);
    expect((await signIn(t.app, person.email, 'old-password-1')).statusCode).toBe(200);
  });
});
