import { PGlite } from '@electric-sql/pglite';
import { ProductPageSchema, ProductSchema } from '@reboard/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, signUp, type SignedIn } from '#test/auth.ts';
import { eventually } from '#test/eventually.ts';
import { book, payWithCard } from '#test/market.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { fromPglite, type QueueBound, PGLITE_EXTENSIONS } from '#server/db/client.ts';
import { prepareDatabase } from '#server/db/prepare.ts';
import { user } from '#server/db/schema/index.ts';

let t: TestContext;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const as = (who: SignedIn, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: asUser(who.cookie), ...(payload ? { payload } : {}) });
const LISTING = { yearPurchased: 2022, sellerPhone: '+8801711000000', location: 'Dhaka', resalePrice: 1500, usagePeriod: '1 year' };

/** The storefront as a visitor reads it (through the cache): names on /api/products and one detail. */
const names = async () => ProductPageSchema.parse((await get('/api/products')).json()).items.map((p) => p.name);
const detail = async (id: string) => ProductSchema.parse((await get(`/api/products/${id}`)).json());

async function adminOf(): Promise<SignedIn> {
  const admin = await signUp(t.app, { role: 'buyer' });
  await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.id));
  return admin;
}

async function listed(seller: SignedIn, name: string): Promise<string> {
  const res = await as(seller, 'POST', '/api/products', { ...LISTING, name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/*
 * Each kind of write, then the very next read through the cache. Every test first reads the
 * storefront (so the cache holds the old answer) and then writes.
 */
describe('each kind of write shows in the very next read', () => {
  let seller: SignedIn;
  let id: string;
  beforeEach(async () => {
    seller = await signUp(t.app, { role: 'seller', name: 'First Name' });
    expect(await names()).toEqual([]);
    id = await listed(seller, 'Fresh relay');
    expect(await names()).toEqual(['Fresh relay']); // created
    expect((await detail(id)).seller.name).toBe('First Name');
  });

  it('an edit', async () => {
    expect((await as(seller, 'PATCH', `/api/products/${id}`, { ...LISTING, name: 'Edited relay' })).statusCode).toBe(200);
    expect(await names()).toEqual(['Edited relay']);
    expect((await detail(id)).name).toBe('Edited relay');
  });

  it('a boost', async () => {
    expect((await get('/api/products/featured')).json().items).toEqual([]);
    expect((await as(seller, 'POST', `/api/products/${id}/boost`)).statusCode).toBe(200);
    expect((await get('/api/products/featured')).json().items.map((p: { id: string }) => p.id)).toEqual([id]);
  });

  it('the seller renaming themselves', async () => {
    const rename = await t.app.inject({ method: 'POST', url: '/api/auth/update-user', headers: asUser(seller.cookie), payload: { name: 'Second Name' } });
    expect(rename.statusCode, rename.body).toBe(200);
    expect((await detail(id)).seller.name).toBe('Second Name');
  });

  it('an admin verifying the seller', async () => {
    expect(ProductPageSchema.parse((await get('/api/products?verified=true')).json()).total).toBe(0);
    const admin = await adminOf();
    expect((await as(admin, 'POST', `/api/admin/sellers/${seller.id}/verify`)).statusCode).toBe(200);
    expect((await detail(id)).seller.verified).toBe(true);
    expect(ProductPageSchema.parse((await get('/api/products?verified=true')).json()).total).toBe(1);
  });

  it('a booking (the listing is reserved, still listed) and its sale', async () => {
    const buyer = await signUp(t.app, { role: 'buyer' });
    const order = await book(t.app, buyer, id, { delivery: 'meetup' }); // listed through the form: a meet-up only
    expect(await names()).toEqual(['Fresh relay']);
    expect((await detail(id)).reservedUntil).toEqual(expect.any(String));
    expect((await payWithCard(t.app, buyer, order.id)).statusCode).toBe(201);
    expect(await names()).toEqual([]);
  });

  it('the seller deleting the listing', async () => {
    expect((await as(seller, 'DELETE', `/api/products/${id}`)).statusCode).toBe(200);
    expect(await names()).toEqual([]);
  });

  it('an admin removing a reported listing', async () => {
    const buyer = await signUp(t.app, { role: 'buyer' });
    const report = await as(buyer, 'POST', `/api/products/${id}/reports`, { reason: 'Looks fake' });
    expect(report.statusCode, report.body).toBe(201);
    expect(await names()).toEqual(['Fresh relay']); // a report changes nothing public
    const admin = await adminOf();
    const queue = (await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: asUser(admin.cookie) })).json();
    const open = queue.items.find((r: { product: { id: string } }) => r.product.id === id);
    const removed = await as(admin, 'POST', `/api/admin/reports/${open.id}/resolve`, { action: 'remove' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await names()).toEqual([]);
  });

  it('an admin deleting the seller', async () => {
    const admin = await adminOf();
    expect((await as(admin, 'DELETE', `/api/admin/users/${seller.id}`)).statusCode).toBe(200);
    expect(await names()).toEqual([]);
  });

  it('an admin restoring the seller', async () => {
    const admin = await adminOf();
    expect((await as(admin, 'DELETE', `/api/admin/users/${seller.id}`)).statusCode).toBe(200);
    expect(await names()).toEqual([]);
    expect((await as(admin, 'POST', `/api/admin/users/${seller.id}/restore`)).statusCode).toBe(200);
    expect(await names()).toEqual(['Fresh relay']);
    expect((await detail(id)).seller.name).toBe('First Name');
  });
});

describe('the public read cache', () => {
  it('answers 304 to a client that already holds the current response', async () => {
    const first = await get('/api/products');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('/api/products', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const seller = await signUp(t.app, { role: 'seller' });
    await listed(seller, 'Changes the etag');
    const changed = await get('/api/products', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

/** An app on its own embedded database with the given queue bound (the shared test one has none). */
async function withBoundedApp(bound: QueueBound, run: (app: FastifyInstance) => Promise<void>): Promise<void> {
  const database = fromPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }), undefined, bound);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/reboard-queue-test', SEED_DEMO: 'false' });
  await prepareDatabase(database, config);
  const app = await buildApp(config, database);
  try {
    await run(app);
  } finally {
    await app.close();
    await database.close();
  }
}

describe('the embedded database under load', () => {
  it('answers 503 with Retry-After past a tiny queue, and keeps serving cached reads', async () => {
    await withBoundedApp({ limit: 2, maxWaitMs: 60_000 }, async (app) => {
      expect((await app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200); // now cached
      const burst = await Promise.all([
        ...Array.from({ length: 30 }, (_, i) => app.inject({ method: 'GET', url: `/api/products?q=word${i}` })),
        app.inject({ method: 'GET', url: '/api/categories' }),
      ]);
      const busy = burst.filter((r) => r.statusCode === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]!.headers['retry-after']).toBe('1');
      expect(busy[0]!.json().error.code).toBe('BUSY');
      expect(burst.every((r) => r.statusCode === 200 || r.statusCode === 503)).toBe(true);
      expect(burst.at(-1)!.statusCode).toBe(200);
    });
  });

  it('refuses at once what arrived while the loop was blocked past the bound, but not cached reads', async () => {
    await withBoundedApp({ limit: 1000, maxWaitMs: 200 }, async (app) => {
      // Served, hence cached. A fresh app on a loaded machine may itself stall the loop at first
      // (its start-up work), and is then right to refuse: the test waits for a turn that is free.
      await eventually(async () => (await app.inject({ method: 'GET', url: '/api/categories' })).statusCode === 200, 'the categories are served');
      await new Promise((resolve) => setTimeout(resolve, 50));
      // A query holding the main thread, as PGlite's do: requests that come in meanwhile wait unread.
      const until = performance.now() + 400;
      while (performance.now() < until);
      const [search, write, categories, health] = await Promise.all([
        app.inject({ method: 'GET', url: '/api/products?q=late' }),
        app.inject({ method: 'POST', url: '/api/newsletter', payload: { firstName: 'Late', lastName: 'Comer', email: 'late@example.com' } }),
        app.inject({ method: 'GET', url: '/api/categories' }),
        app.inject({ method: 'GET', url: '/api/health' }),
      ]);
      for (const refused of [search, write]) {
        expect(refused.statusCode, refused.body).toBe(503);
        expect(refused.headers['retry-after']).toBe('1');
        expect(refused.json().error.code).toBe('BUSY');
      }
      expect(categories.statusCode).toBe(200);
      expect(health.statusCode).toBe(200);
      // Nothing of the refused write was kept; once the loop turns freely again the same requests
      // are served. How soon depends on the machine (a loaded one stalls again by itself), so the
      // test waits for it rather than for a fixed time.
      await eventually(async () => (await app.inject({ method: 'GET', url: '/api/products?q=late' })).statusCode === 200, 'the search is served again');
      let again = { statusCode: 503, body: '' };
      await eventually(async () => {
        again = await app.inject({ method: 'POST', url: '/api/newsletter', payload: { firstName: 'Late', lastName: 'Comer', email: 'late@example.com' } });
        return again.statusCode !== 503;
      }, 'the write is served again');
      expect(again.statusCode, again.body).toBeLessThan(300);
      // Read in the turn right after such a stall (the requests a real server finds waiting then).
      const stall = performance.now() + 400;
      while (performance.now() < stall);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect((await app.inject({ method: 'GET', url: '/api/products?q=after' })).statusCode).toBe(503);
    });
  });

  it('refuses a query that would wait longer than the bound, judging by how long calls take', async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const database = fromPglite(client, undefined, { limit: 1000, maxWaitMs: 50 });
    try {
      // Each call takes about 20 ms: the fourth or so in line would wait past 50 ms.
      const settled = await Promise.allSettled(Array.from({ length: 20 }, () => database.db.execute(sql`select pg_sleep(0.02)`)));
      expect(settled.filter((r) => r.status === 'fulfilled').length).toBeGreaterThan(0);
      // The first burst learns the time per call; the second is refused early.
      const again = await Promise.allSettled(Array.from({ length: 20 }, () => database.db.execute(sql`select pg_sleep(0.02)`)));
      expect(again.filter((r) => r.status === 'rejected').length).toBeGreaterThanOrEqual(10);
    } finally {
      await database.close();
    }
  });
});
