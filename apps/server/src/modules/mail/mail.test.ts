import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, notLike } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import type { SignedIn } from '#test/auth.ts';
import { eventually } from '#test/eventually.ts';
import { book, payWithCard, sellerBuyerAndListing } from '#test/market.ts';
import { startSmtpSink } from '#test/smtp-sink.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { jobs, products } from '#server/db/schema/index.ts';

const SITE = 'http://localhost:3000';
const FAST = { JOB_POLL_MS: '20', JOB_RETRY_MS: '20' };

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestContext | undefined;
let seller: SignedIn;
let buyer: SignedIn;
let listingId: string;

async function market(env: Record<string, string>) {
  t = await createTestApp({ ...FAST, ...env });
  ({ seller, buyer, listingId } = await sellerBuyerAndListing(t, { buyerName: 'Nadia Rahman', listing: { resalePrice: 120000 } }));
  await t.database.db.update(products).set({ name: 'ESP32 DevKit' }).where(eq(products.id, listingId));
  return t;
}

beforeEach(async () => {
  sink = await startSmtpSink();
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  await sink.close();
});

// Every sign-up also mails a verification link (auth's tests cover it): these tests count the order mails.
const VERIFY_SUBJECT = 'Verify your email address for Reboard';
const mailJobs = () =>
  t!.database.db.select().from(jobs).where(and(eq(jobs.kind, 'mail'), notLike(jobs.key, 'email-verification:%')));
const orderMails = () => sink.received.filter((m) => m.mail.subject !== VERIFY_SUBJECT);
const withSubject = (subject: string) => sink.received.filter((m) => m.mail.subject === subject);

describe('mail about orders, through SMTP', () => {
  it('a booking sends the buyer “your order is booked” with a link to My Orders and no internal ids', async () => {
    const { app } = await market({ SMTP_URL: sink.url });
    const order = await book(app, buyer, listingId);
    // The seller's "booked" notification comes too (its own tests are the notifications module's).
    await eventually(() => orderMails().length === 2, 'the mails arrived');
    const [{ rcptTo, mail }] = withSubject('Your order is booked: ESP32 DevKit') as [(typeof sink.received)[number]];
    expect(rcptTo).toEqual([buyer.email]);
    expect(mail.from?.address).toBe('no-reply@localhost');
    expect(mail.subject).toBe('Your order is booked: ESP32 DevKit');
    expect(mail.text).toContain('Hello Nadia Rahman,');
    expect(mail.text).toContain('You booked ESP32 DevKit for ৳1,200.');
    expect(mail.text).toContain(`Pay from My Orders: ${SITE}/dashboard/myorders`);
    expect(mail.text).toContain(`Reboard · ${SITE}`);
    expect(mail.html).toContain(`href="${SITE}/dashboard/myorders"`);
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain(order.id);
      expect(part).not.toContain(listingId);
      expect(part).not.toContain(buyer.id);
    }
  });

  it('a payment sends the buyer “payment received” and the seller “your item sold”', async () => {
    const { app } = await market({ SMTP_URL: sink.url });
    const order = await book(app, buyer, listingId);
    expect((await payWithCard(app, buyer, order.id)).statusCode).toBe(201);
    // The booking's two (the buyer's receipt, the seller's notification) and the payment's two.
    await eventually(() => orderMails().length === 4, 'four mails arrived');
    const [paid] = withSubject('Payment received: ESP32 DevKit');
    expect(paid?.rcptTo).toEqual([buyer.email]);
    expect(paid?.mail.text).toContain('We received your payment of ৳1,200 for ESP32 DevKit.');
    expect(paid?.mail.text).toContain(`${SITE}/dashboard/myorders`);
    const [sold] = withSubject('Your item sold: ESP32 DevKit');
    expect(sold?.rcptTo).toEqual([seller.email]);
    expect(sold?.mail.text).toContain('Nadia Rahman paid ৳1,200 for ESP32 DevKit.');
    expect(sold?.mail.text).toContain(`See My Buyers: ${SITE}/dashboard/mybuyers`);
    expect(sold?.mail.html).toContain(`href="${SITE}/dashboard/mybuyers"`);
  });

  it('a refused payment sends nothing more than the booking’s mails', async () => {
    const { app } = await market({ SMTP_URL: sink.url });
    const order = await book(app, buyer, listingId);
    expect((await payWithCard(app, buyer, order.id, '4000 0000 0000 0002')).statusCode).toBe(402);
    await eventually(async () => (await mailJobs()).every((j) => j.status === 'done'), 'the mail jobs ran');
    expect(orderMails().map((m) => m.mail.subject).sort()).toEqual(['Nadia Rahman booked ESP32 DevKit', 'Your order is booked: ESP32 DevKit']);
  });

  it('mail the SMTP server cannot take is retried, then recorded as failed with the reason, not lost', async () => {
    await sink.close();
    const { app } = await market({ SMTP_URL: sink.url, JOB_MAX_ATTEMPTS: '2' });
    await book(app, buyer, listingId);
    await eventually(async () => (await mailJobs())[0]?.status === 'failed', 'the mail job gave up');
    expect((await mailJobs())[0]).toMatchObject({ attempts: 2, lastError: expect.stringMatching(/ECONNREFUSED/) });
    sink = await startSmtpSink();
  });

  it('a mail enqueued while no instance runs jobs is sent once by the next app on the same database', async () => {
    const first = await market({ SMTP_URL: sink.url, RUN_JOBS: 'false' });
    await book(first.app, buyer, listingId);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sink.received).toEqual([]);
    await first.app.close();

    // A new process on the same database, this one running jobs.
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: first.config.dataDir, SMTP_URL: sink.url, ...FAST };
    const next = await buildApp(loadConfig(env), first.database);
    await next.ready();
    // Closing the test closes this app too (its runner would go on claiming jobs otherwise).
    t = { ...first, app: next, close: () => next.close().then(first.close) };
    // The buyer's booking mail and the seller's "booked" notification.
    await eventually(() => orderMails().length === 2, 'the mails arrived after the restart');
    // A job is marked done just after its mail is handed over.
    await eventually(async () => (await mailJobs()).every((j) => j.status === 'done'), 'the mail jobs finished');
    expect(orderMails().map((m) => m.rcptTo).sort()).toEqual([[buyer.email], [seller.email]].sort());
    expect(await mailJobs()).toEqual([1, 2].map(() => expect.objectContaining({ status: 'done', attempts: 1 })));
  });
});

describe('mail in embedded mode (no SMTP_URL)', () => {
  it('is written as an .eml file in DATA_DIR/mail', async () => {
    const { app, config } = await market({});
    await book(app, buyer, listingId);
    const dir = path.join(config.dataDir, 'mail');
    const bookedFiles = async () => (await fs.readdir(dir).catch(() => [])).filter((f) => f.startsWith('order-booked-') && f.endsWith('.eml'));
    await eventually(async () => (await bookedFiles()).length > 0, 'the file appeared');
    const [file] = await bookedFiles();
    const mail = await PostalMime.parse(await fs.readFile(path.join(dir, file!)));
    expect(mail.to?.map((a) => a.address)).toEqual([buyer.email]);
    expect(mail.subject).toBe('Your order is booked: ESP32 DevKit');
    expect(mail.text).toContain(`${SITE}/dashboard/myorders`);
  });
});
