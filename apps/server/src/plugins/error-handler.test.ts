import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../app.ts';
import {
  conflict,
  ERROR_KINDS,
  forbidden,
  invalid,
  notFound,
  rateLimited,
  tooLarge,
  unauthenticated,
  unavailable,
  unsupported,
  type DomainError,
  type ErrorKind,
} from '../lib/errors.ts';
import { PaymentError } from '../modules/payments/payment-provider.ts';
import { registerErrorHandling, STATUS_BY_KIND } from './error-handler.ts';
import { createTestApp, type TestContext } from '#test/app.ts';

let t: TestContext;
/** The real app, for the describes that need it (the kind table below needs only the handler). */
function withRealApp() {
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());
}

describe('bad requests get clear JSON errors', () => {
  withRealApp();

  it('malformed JSON → 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": "A",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('MALFORMED_JSON');
  });

  it('a body over the size limit → 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'x'.repeat(BODY_LIMIT + 1), lastName: 'y', email: 'a@b.test' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('an unknown API route → 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('a server failure → 500 with a plain message and no stack trace', async () => {
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    t.close = () => t.app.close();
  });
});

describe('the server itself', () => {
  withRealApp();

  it('reports its health and the database it runs on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('tells the web app the currency', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({ currency: 'BDT', paymentProvider: 'test', orderAutoCompleteDays: 14 });
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('serves OpenAPI generated from the schemas, and its browser at /api/docs', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/products', '/api/products/{id}', '/api/categories/{id}/products', '/api/newsletter']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('errors by kind: one table turns each kind into its status', () => {
  // A tiny app with only the error handler, so each kind is checked on its own.
  async function tinyApp(error: Error) {
    const app = Fastify({ logger: false });
    registerErrorHandling(app, null);
    app.get('/boom', () => {
      throw error;
    });
    await app.ready();
    return app;
  }

  const cases: [ErrorKind, DomainError, number][] = [
    ['invalid', invalid('Invalid cursor', { cursor: 'Invalid cursor: start again from the first page' }), 400],
    ['unauthenticated', unauthenticated(), 401],
    ['payment_refused', new PaymentError('card_declined', 'Your card was declined.'), 402],
    ['forbidden', forbidden('This request did not come from Reboard', 'INVALID_ORIGIN'), 403],
    ['not_found', notFound('No such listing'), 404],
    ['conflict', conflict('LISTING_SOLD', 'A sold listing cannot be deleted'), 409],
    ['too_large', tooLarge('IMAGE_TOO_LARGE', 'The image is larger than 20 megapixels'), 413],
    ['unsupported', unsupported('UNSUPPORTED_FILE_TYPE', 'File type is not supported'), 415],
    ['rate_limited', rateLimited('Too many attempts. Please wait a minute and try again.'), 429],
    ['upstream_failed', new PaymentError('PROVIDER_ERROR', 'The payment provider did not answer', 'upstream_failed'), 502],
    ['unavailable', unavailable('MAINTENANCE', 'Reboard is being updated; try again in a minute'), 503],
  ];

  it('covers every kind there is', () => {
    expect(cases.map(([kind]) => kind).sort()).toEqual([...ERROR_KINDS].sort());
    expect(Object.keys(STATUS_BY_KIND).sort()).toEqual([...ERROR_KINDS].sort());
  });

  it.each(cases.map(([kind, error, status]) => ({ kind, error, status })))('$kind → $status', async ({ kind, error, status }) => {
    expect(error.kind).toBe(kind);
    const app = await tinyApp(error);
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({
      error: error.fields ? { code: error.code, message: error.message, fields: error.fields } : { code: error.code, message: error.message },
    });
    await app.close();
  });
});

describe('text the database cannot store', () => {
  withRealApp();

  // The text rule keeps NUL out of every request schema; below it, the driver's own refusal is a 400.
  it("is the client's 400, not a 500, whichever database refused it", async () => {
    const refusal = await t.database.db.execute(sql`select ${'a\u0000b'}::text`).then(
      () => undefined,
      (err: unknown) => err as Error,
    );
    expect(refusal).toBeInstanceOf(Error);
    const app = Fastify({ logger: false });
    registerErrorHandling(app, null);
    app.get('/boom', () => {
      throw refusal;
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION', message: 'Remove the control character (such as NUL) from this text' } });
    await app.close();
  });
});

describe('services and repositories know nothing of HTTP', () => {
  const src = path.resolve(import.meta.dirname, '..');
  const files = (fs.readdirSync(src, { recursive: true }) as string[])
    .filter((f) => /\.(service|repository)\.ts$/.test(f))
    .map((f) => path.join(src, f));

  /*
   * What naming an HTTP status looks like: Fastify's statusCode, reply.status(), a status-like
   * name set to a 4xx/5xx number, or an error built with a 4xx/5xx number among its arguments.
   * A price, a limit or a page size is never any of these, so they do not trip it.
   */
  const HTTP_STATUS = [
    /statusCode/,
    /\.status\(/,
    /\b\w*status\w*\s*[:=]\s*[45]\d\d\b/i,
    /\bnew \w*Error\([^)]*\b[45]\d\d\b/,
    /\b(?:from|import)\s+['"](?:fastify|@fastify\/)/,
  ];

  it('finds the files it checks', () => expect(files.length).toBeGreaterThan(10));

  it('would catch each way of naming HTTP, and not a price or a limit', () => {
    const named = (line: string) => HTTP_STATUS.some((re) => re.test(line));
    const offending = [
      "throw new AppError(409, 'LISTING_SOLD', 'Sold')",
      'return reply.status(404).send(body)',
      'if (err.statusCode === 429) return',
      'const status = 503;',
      "import type { FastifyBaseLogger } from 'fastify';",
      "import multipart from '@fastify/multipart';",
    ];
    expect(offending.filter((line) => !named(line))).toEqual([]);
    expect(HTTP_STATUS.filter((re) => !offending.some((line) => re.test(line)))).toEqual([]);
    expect(['resalePrice: 450,', 'const limit = 500;', "status: 'active'", 'MAX_PAGE_SIZE = 404'].filter(named)).toEqual([]);
  });

  it('none of them names an HTTP status or imports the framework', () => {
    const offenders = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return HTTP_STATUS.filter((re) => re.test(text)).map((re) => `${path.relative(src, file)}: ${re}`);
    });
    expect(offenders).toEqual([]);
  });
});
