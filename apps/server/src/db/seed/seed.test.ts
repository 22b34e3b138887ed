import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { cookieFrom, signIn } from '#test/auth.ts';
import { products, user } from '../schema/index.ts';
import { prepareDatabase } from '../prepare.ts';
import { DEMO_BUYER, DEMO_PASSWORD, seedCategories, seedDemo } from './index.ts';

let t: TestContext;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('demo data', () => {
  it('fills a living market once, however often it runs', async () => {
    expect(await seedDemo(t.database.db, 'BDT')).toBe(true);
    expect(await seedDemo(t.database.db, 'BDT')).toBe(false);
    await seedCategories(t.database.db);
    const [listings] = await t.database.db.select({ n: count() }).from(products);
    expect(listings!.n).toBeGreaterThanOrEqual(30);
    const page = (await t.app.inject({ method: 'GET', url: '/api/products?limit=60' })).json();
    const featured = (await t.app.inject({ method: 'GET', url: '/api/products/featured' })).json();
    const [sold] = await t.database.db.select({ n: count() }).from(products).where(eq(products.status, 'sold'));
    expect(featured.items.length).toBeGreaterThan(0);
    expect(sold!.n).toBeGreaterThan(0);
    expect(page.total).toBe(listings!.n - sold!.n);
    const categories = new Set(page.items.map((p: { categoryId: string }) => p.categoryId));
    expect(categories.size).toBe(3);
    for (const p of page.items as { picture: string; photos: string[] }[]) {
      expect(p.photos[0], 'the cover is the first photo').toBe(p.picture);
      for (const photo of p.photos) expect((await t.app.inject({ method: 'GET', url: photo })).statusCode, photo).toBe(200);
    }
    expect(page.items.some((p: { photos: string[] }) => p.photos.length > 1)).toBe(true);
    // A lot, so a new visitor sees "10 available" and can book several.
    expect(page.items.find((p: { name: string }) => p.name === 'LM317T voltage regulators, TO-220')).toMatchObject({ quantity: 10, available: 10, lot: true });
  });

  it('lets the demo buyer and sellers sign in with the documented password', async () => {
    await seedDemo(t.database.db, 'BDT');
    const res = await signIn(t.app, DEMO_BUYER.email, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieFrom(res) } });
    expect(me.json().role).toBe('buyer');
    const [seller] = await t.database.db.select().from(user).where(eq(user.role, 'seller')).limit(1);
    expect((await signIn(t.app, seller!.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('goes into an already migrated database at the next start that asks for it, once', async () => {
    // The test database is migrated without demo data: a start with SEED_DEMO on must not take the quick path.
    const listings = async () => (await t.database.db.select({ n: count() }).from(products))[0]!.n;
    expect(await listings()).toBe(0);
    await prepareDatabase(t.database, { seedDemo: true, currency: 'BDT' });
    const seeded = await listings();
    expect(seeded).toBeGreaterThanOrEqual(30);
    await prepareDatabase(t.database, { seedDemo: true, currency: 'BDT' });
    expect(await listings()).toBe(seeded);
  });
});
