import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { ORIGIN, signUp, uniqueEmail } from '#test/auth.ts';
import { eventually } from '#test/eventually.ts';
import { startSmtpSink } from '#test/smtp-sink.ts';
import { user } from '../db/schema/index.ts';

/*
 * The API answers in the reader's language: errors (ours with their placeholders, a schema's
 * own messages, zod's defaults) follow Accept-Language or the kept cookie, English otherwise;
 * a person's chosen language is kept on their account and their mails come in it.
 */

let t: TestContext | undefined;
let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  await sink?.close();
  sink = undefined;
});

const BN = { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' };
const BN_COOKIE = { cookie: 'reboard_lang=bn' };

const subscribe = (payload: object, headers: Record<string, string> = {}) =>
  t!.app.inject({ method: 'POST', url: '/api/newsletter', headers, payload });

describe('errors in the reader’s language', () => {
  it('a schema’s own message and zod’s default come in Bengali, by Accept-Language or by the cookie', async () => {
    t = await createTestApp();
    const body = { firstName: '', lastName: 'x'.repeat(81), email: 'nadia@example.test' };
    for (const headers of [BN, BN_COOKIE]) {
      const res = await subscribe(body, headers);
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('VALIDATION');
      expect(error.message).toBe('তথ্যে ভুল আছে: firstName, lastName');
      expect(error.fields.firstName).toBe('নামের প্রথম অংশ দিতে হবে');
      // lastName's max(80) has no message of ours: zod's English becomes a general Bengali one.
      expect(error.fields.lastName).toBe('মানটি সীমার চেয়ে বড়');
    }
    const english = (await subscribe(body)).json().error;
    expect(english.message).toBe('Invalid input: firstName, lastName');
    expect(english.fields.firstName).toBe('First name is required');
    expect(english.fields.lastName).toMatch(/^Too big/);
  });

  it('a refusal with placeholders fills them in Bengali; ?lang=en wins over the cookie', async () => {
    t = await createTestApp();
    const seller = await signUp(t.app, { role: 'seller' });
    const headers = { cookie: `${seller.cookie}; reboard_lang=bn`, origin: ORIGIN };
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/sellers', headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('শুধু অ্যাডমিনরা এটি করতে পারেন');
    const english = await t.app.inject({ method: 'GET', url: '/api/admin/sellers?lang=en', headers });
    expect(english.json().error.message).toBe('Only admins can do this');
  });

  it('a success message comes in Bengali too, with its placeholders', async () => {
    t = await createTestApp();
    const res = await subscribe({ firstName: 'Nadia', lastName: 'Islam', email: 'nadia@example.test' }, BN);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'ধন্যবাদ, Nadia! আপনি Reboard-এর আপডেটের জন্য সাবস্ক্রাইব করেছেন।' });
    const english = await subscribe({ firstName: 'Karim', lastName: 'Uddin', email: 'karim@example.test' });
    expect(english.json()).toEqual({ message: 'Thanks, Karim! You are subscribed to Reboard updates.' });
  });

  it('a specification’s problem names the specification in Bengali', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/products?spec.capacitance.min=lots', headers: BN });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['spec.capacitance.min']).toBe('ধারকত্ব লিখুন, যেমন 10 µF');
    const english = await t.app.inject({ method: 'GET', url: '/api/products?spec.capacitance.min=lots' });
    expect(english.json().error.fields['spec.capacitance.min']).toBe('Enter a capacitance such as 10 µF');
  });
});

describe('a person’s language', () => {
  const updateUser = (cookie: string, payload: object) =>
    t!.app.inject({ method: 'POST', url: '/api/auth/update-user', headers: { cookie, origin: ORIGIN }, payload });
  const session = async (cookie: string) => (await t!.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().user;

  it('is kept by update-user and told by the session; a language we do not speak is refused naming locale', async () => {
    t = await createTestApp();
    const person = await signUp(t.app);
    expect((await session(person.cookie)).locale).toBeNull();
    expect((await updateUser(person.cookie, { locale: 'bn' })).statusCode).toBe(200);
    expect((await session(person.cookie)).locale).toBe('bn');
    const bad = await updateUser(person.cookie, { locale: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'INVALID_LOCALE', fields: { locale: 'Choose en or bn' } });
    expect(bad.json().error.message).toContain('locale');
    expect((await session(person.cookie)).locale).toBe('bn');
  });

  it('mails come in it: a Bengali sign-up’s verification mail is Bengali, another’s English', async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: sink.url, JOB_POLL_MS: '20', JOB_RETRY_MS: '20' });
    const bnEmail = uniqueEmail('bn');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { name: 'Nadia Rahman', email: bnEmail, password: 'correct-horse-9', role: 'buyer', locale: 'bn' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await t.database.db.select({ locale: user.locale }).from(user).where(eq(user.email, bnEmail));
    expect(stored?.locale).toBe('bn');
    const enEmail = (await signUp(t.app, { name: 'Karim Uddin' })).email;
    await eventually(() => sink!.received.length === 2, 'both verification mails arrived');
    const mailTo = (address: string) => sink!.received.find((m) => m.rcptTo.includes(address))!.mail;
    const bengali = mailTo(bnEmail);
    expect(bengali.subject).toBe('Reboard-এর জন্য আপনার ইমেইল ঠিকানা যাচাই করুন');
    expect(bengali.text).toContain('প্রিয় Nadia Rahman,');
    expect(bengali.text).toContain('আমার ইমেইল ঠিকানা যাচাই করুন: ');
    expect(bengali.html).toContain('<html lang="bn">');
    const english = mailTo(enEmail);
    expect(english.subject).toBe('Verify your email address for Reboard');
    expect(english.text).toContain('Hello Karim Uddin,');
    expect(english.text).toContain('Verify my email address: ');
  });
});
