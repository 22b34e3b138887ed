import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '#test/database.ts';
import { newsletterSubscriptions } from '../db/schema/index.ts';
import { registerErrorHandling } from '../plugins/error-handler.ts';
import { loggerOptions } from './logger.ts';

describe('server logs', () => {
  it('are readable lines while developing', () => {
    expect(loggerOptions({ env: 'development', logLevel: 'info' })).toMatchObject({
      level: 'info',
      transport: { target: 'pino-pretty' },
    });
  });

  it('are JSON in production, without credentials', () => {
    const options = loggerOptions({ env: 'production', logLevel: 'warn' });
    expect(options).toMatchObject({ level: 'warn', redact: expect.arrayContaining(['req.headers.cookie']) });
    expect(options).not.toHaveProperty('transport');
  });

  it('are off when silent', () => {
    expect(loggerOptions({ env: 'development', logLevel: 'silent' })).toBe(false);
  });
});

const PHONE = '+8801711999888';
const EMAIL = 'nadia.islam@example.test';
const WORDS = 'meet me at the north gate';

/** A Fastify app with the production logger writing into `lines`, and the app's error handler. */
function appWithLog(): { app: ReturnType<typeof Fastify>; lines: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const options = loggerOptions({ env: 'production', logLevel: 'info' }) as Exclude<FastifyServerOptions['logger'], boolean | undefined>;
  const app = Fastify({ logger: { ...options, stream } });
  registerErrorHandling(app, null);
  return { app, lines: () => chunks.join('') };
}

describe('what logs never carry', () => {
  it('a failing query is logged with its SQL and error code, never with its values (a phone number, an email, a message)', async () => {
    const { handle, release } = await freshDatabase();
    const { app, lines } = appWithLog();
    const subscriber = { email: EMAIL, firstName: PHONE, lastName: WORDS };
    // A unique violation: drizzle repeats the values after the SQL, the driver names one in its detail.
    app.get('/twice', async () => {
      await handle.db.insert(newsletterSubscriptions).values(subscriber);
      await handle.db.insert(newsletterSubscriptions).values(subscriber);
    });
    // A cast that fails quotes the value in the database's own message.
    app.get('/cast', async () => handle.db.execute(sql`select ${PHONE}::int as n, ${EMAIL} as e, ${WORDS} as w`));
    try {
      for (const url of ['/twice', '/cast']) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(500);
      const log = lines();
      expect(log).toContain('insert into \\"newsletter_subscriptions');
      expect(log).toContain('"code":"23505"');
      expect(log).toContain('"code":"22003"');
      for (const secret of [PHONE, PHONE.slice(1), EMAIL, WORDS]) expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await release();
    }
  });

  it('a job’s failure logged as text, an error inside Better Auth’s arguments and named personal fields are scrubbed', async () => {
    const { app, lines } = appWithLog();
    const failed = new Error(`Failed query: insert into "orders" ("phone") values ($1)\nparams: ${PHONE}`);
    app.log.warn({ err: failed.message }, 'job failed; will retry');
    app.log.error({ auth: [Object.assign(new Error('could not create user'), { params: [EMAIL], detail: `Key (email)=(${EMAIL}) already exists.` })] }, 'auth: failed');
    app.log.info({ user: { email: EMAIL, phone: PHONE }, text: WORDS, token: 'secret-token-123' }, 'personal fields');
    await app.close();
    const log = lines();
    expect(log).toContain('job failed; will retry');
    expect(log).toContain('could not create user');
    for (const secret of [PHONE, EMAIL, WORDS, 'secret-token-123']) expect(log).not.toContain(secret);
  });

  it('a request’s tokens and addresses in its URL are not logged', async () => {
    const { app, lines } = appWithLog();
    app.get('/api/auth/reset-password/:token', async () => 'ok');
    app.get('/unsubscribe', async () => 'ok');
    await app.inject({ method: 'GET', url: '/api/auth/reset-password/reset-token-abc?callbackURL=%2Freset' });
    await app.inject({ method: 'GET', url: `/unsubscribe?token=unsub-token-xyz&email=${encodeURIComponent(EMAIL)}` });
    await app.close();
    const log = lines();
    expect(log).toContain('/api/auth/reset-password/[redacted]');
    for (const secret of ['reset-token-abc', 'unsub-token-xyz', EMAIL, encodeURIComponent(EMAIL)]) expect(log).not.toContain(secret);
  });
});
