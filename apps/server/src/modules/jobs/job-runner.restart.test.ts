import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scratchPostgres, testDbKind } from '#test/database.ts';
import { startServerProcess, type ServerProcess } from '#test/server-process.ts';
import { startSmtpSink } from '#test/smtp-sink.ts';

/** One person's session on a server process: its cookies, and the Origin the API expects on writes. */
function visitor(port: number) {
  const base = `http://127.0.0.1:${port}`;
  const cookies: string[] = [];
  return async (method: string, url: string, body: unknown) => {
    const response = await fetch(base + url, {
      method,
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}`, cookie: cookies.join('; ') },
      body: JSON.stringify(body),
    });
    cookies.push(...response.headers.getSetCookie().map((c) => c.split(';')[0]!));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}

describe('a job and a killed process', () => {
  const servers: ServerProcess[] = [];
  let dataDir = '';
  let dropDatabase: (() => Promise<void>) | undefined;
  let closeSink: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await Promise.all(servers.map((s) => s.cleanUp()));
    await closeSink?.();
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a job enqueued before the process is killed (SIGKILL) runs once after the restart', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reboard-restart-'));
    // An SMTP sink counts every delivery (a resent .eml file would only overwrite the first).
    const sink = await startSmtpSink();
    closeSink = sink.close;
    const env: Record<string, string> = { DATA_DIR: dataDir, JOB_POLL_MS: '100', SMTP_URL: sink.url };
    if (testDbKind() === 'postgres') {
      const db = await scratchPostgres('template');
      dropDatabase = db.drop;
      env.DATABASE_URL = db.url;
    }

    // The first process enqueues (a booking's mail) but runs no jobs, then dies without a word.
    const first = await startServerProcess({ ...env, RUN_JOBS: 'false' });
    servers.push(first);
    const seller = visitor(first.port);
    const buyer = visitor(first.port);
    const email = (role: string) => `${role}-${Date.now()}@restart.reboard.test`;
    const buyerEmail = email('buyer');
    expect((await seller('POST', '/api/auth/sign-up/email', { name: 'Restart Seller', email: email('seller'), password: 'restart-pass-1', role: 'seller' })).status).toBe(200);
    const listing = await seller('POST', '/api/products', {
      name: 'Restart board',
      yearPurchased: 2021,
      sellerPhone: '01712 345678',
      location: 'Dhaka',
      resalePrice: 999,
      usagePeriod: '1 year',
    });
    expect(listing.status, first.output()).toBe(201);
    expect((await buyer('POST', '/api/auth/sign-up/email', { name: 'Restart Buyer', email: buyerEmail, password: 'restart-pass-1', role: 'buyer' })).status).toBe(200);
    const order = await buyer('POST', '/api/orders', { productId: listing.body.id, phone: '+8801811000000', location: 'Dhanmondi 27' });
    expect(order.status, first.output()).toBe(201);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(sink.received).toEqual([]);

    // A new process on the same database runs it: once.
    const second = await startServerProcess({ ...env, RUN_JOBS: 'true' });
    servers.push(second);
    // The two sign-ups' verification mails go out too; this counts the booking's.
    const booked = () => sink.received.filter((m) => m.mail.subject?.startsWith('Your order is booked'));
    await expect.poll(() => booked().length, { timeout: 20_000, interval: 100 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // several polls later
    expect(booked()).toHaveLength(1);
    expect(booked()[0]!.rcptTo).toEqual([buyerEmail]);
    expect(booked()[0]!.mail.subject).toBe('Your order is booked: Restart board');
  }, 120_000);
});
