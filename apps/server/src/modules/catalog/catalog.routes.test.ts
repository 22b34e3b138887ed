import { CATEGORY_IDS, ProductPageSchema, type ProductPage } from '@reboard/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { insertListing, insertUser } from '#test/factories.ts';
import { statementsOf } from '#test/statements.ts';
import { rowsOf } from '#server/db/client.ts';
import { listingSpecs } from '#server/db/schema/listings.ts';
import { sellerCardSql } from '#server/modules/auth/index.ts';
import { ratingCountSql } from '#server/modules/reviews/index.ts';
import { createProductsRepository } from './products.repository.ts';

let t: TestContext;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('categories', () => {
  it('lists the three categories with their fixed ids, in order', async () => {
    const res = await get('/api/categories');
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((c: { id: string; name: string }) => [c.id, c.name])).toEqual([
      [CATEGORY_IDS.networkModules, 'Network Modules'],
      [CATEGORY_IDS.memoryStorage, 'Memory & Storage'],
      [CATEGORY_IDS.mainBoards, 'Main boards'],
    ]);
  });

  it("shows a category's unsold listings and counts only those", async () => {
    const seller = await insertUser(t.database.db);
    await insertListing(t.database.db, seller.id, { name: 'W5500 Ethernet module' });
    await insertListing(t.database.db, seller.id, { name: 'Sold ENC28J60', status: 'sold' });
    await insertListing(t.database.db, seller.id, { name: 'DDR4 stick', categoryId: CATEGORY_IDS.memoryStorage });
    const res = await get(`/api/categories/${CATEGORY_IDS.networkModules}/products`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.category.name).toBe('Network Modules');
    expect(body.total).toBe(1);
    expect(body.items.map((p: { name: string }) => p.name)).toEqual(['W5500 Ethernet module']);
  });

  it('answers 404 for an unknown category id, whether or not it looks like one', async () => {
    for (const id of ['0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e99', 'not-an-id', "1' OR '1'='1"]) {
      const res = await get(`/api/categories/${encodeURIComponent(id)}/products`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });
});

describe('product list', () => {
  it('shows unsold listings only, with every public field and no seller contact details', async () => {
    const seller = await insertUser(t.database.db, { name: 'Rahim Traders', sellerVerified: true });
    await insertListing(t.database.db, seller.id, { name: 'ESP32 board', partNumber: 'ESP32-WROOM-32E' });
    await insertListing(t.database.db, seller.id, { name: 'Sold board', status: 'sold' });
    await insertListing(t.database.db, seller.id, { name: 'Removed board', status: 'removed' });
    const res = await get('/api/products');
    expect(res.statusCode).toBe(200);
    const page = ProductPageSchema.parse(res.json());
    expect(page.total).toBe(1);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      name: 'ESP32 board',
      partNumber: 'ESP32-WROOM-32E',
      categoryName: 'Network Modules',
      seller: { name: 'Rahim Traders', verified: true },
      status: 'active',
    });
    expect(res.body).not.toContain('+8801700000000');
    expect(res.body).not.toContain('@example.test');
  });

  it('never shows a listing whose seller account is deleted, even one left undeleted', async () => {
    const gone = await insertUser(t.database.db, { deletedAt: new Date() });
    const left = await insertListing(t.database.db, gone.id);
    expect((await get('/api/products')).json().items).toEqual([]);
    expect((await get(`/api/products/${left.id}`)).statusCode).toBe(404);
  });

  it('walks the newest-first index instead of sorting the table', async () => {
    await t.database.db.execute(sql`set enable_seqscan = off`);
    // With the seller's card and rating each row carries, as the app builds it.
    const repo = createProductsRepository(t.database.db, { sellerCard: sellerCardSql, ratingCount: ratingCountSql });
    for (const [filter, index] of [
      [{}, 'products_active_newest_idx'],
      [{ categoryId: CATEGORY_IDS.mainBoards }, 'products_category_newest_idx'],
    ] as const) {
      const plan = JSON.stringify(await t.database.db.execute(sql`explain ${repo.pageQuery(filter, 'newest', undefined, 24)}`));
      expect(plan).toContain(index);
      expect(plan).not.toMatch(/Sort Key: products\.created_at/);
    }
    // A search known to match few listings sorts its matches instead of walking the date index
    // in the hope of meeting them.
    const few = JSON.stringify(
      await t.database.db.execute(sql`explain ${repo.pageQuery({ tsquery: 'relay:*' }, 'newest', undefined, 24, true)}`),
    );
    expect(few).toMatch(/Sort Key: \(\(products\.created_at/);
    expect(few).not.toContain('products_active_newest_idx');
    // A later page starts its walk at the cursor, rather than reading every row before it again.
    const cursor = { value: new Date().toISOString(), id: '0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e99' };
    for (const [filter, sort, start] of [
      [{}, 'newest', /Index Cond: \(ROW\(created_at, id\) < ROW\(/],
      [{ categoryId: CATEGORY_IDS.mainBoards }, 'price_asc', /Index Cond: \(\(category_id = .*\) AND \(ROW\(resale_price, id\) > ROW\(/],
    ] as const) {
      const plan = JSON.stringify(await t.database.db.execute(sql`explain ${repo.pageQuery(filter, sort, { ...cursor, value: sort === 'newest' ? cursor.value : 1000 }, 24)}`));
      expect(plan).toMatch(start);
    }
  });

  it('knows how many listings a place holds, so a page filtered by place can walk its index', async () => {
    const seller = await insertUser(t.database.db);
    for (let i = 0; i < 40; i++) await insertListing(t.database.db, seller.id, { location: i % 2 ? 'Khulna' : `Town ${i}` });
    await t.database.db.execute(sql`analyze products`);
    const [plan] = (await rowsOf<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      t.database.db,
      sql`explain (format json) select id from products where lower(location) = lower('KHULNA')`,
    ))[0]!['QUERY PLAN'];
    // Half of them; without statistics of lower(location) the planner guessed one row in 200.
    expect(plan.Plan['Plan Rows']).toBeGreaterThanOrEqual(10);
  });

  it('walks every page once with keyset cursors, in each sort order', async () => {
    const seller = await insertUser(t.database.db);
    const sameInstant = new Date('2026-01-01T00:00:00.000Z');
    for (let i = 0; i < 7; i++) {
      // Equal timestamps and prices force the id tie-breaker to do its job.
      await insertListing(t.database.db, seller.id, {
        name: `Board ${i}`,
        createdAt: i < 4 ? sameInstant : new Date(sameInstant.getTime() + i * 1000),
        resalePrice: (i % 3) * 10000,
      });
    }
    for (const sort of ['newest', 'price_asc', 'price_desc']) {
      const seen: ProductPage['items'] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/api/products?limit=3&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`;
        const page = ProductPageSchema.parse((await get(url)).json());
        expect(page.total).toBe(7);
        seen.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      expect(new Set(seen.map((p) => p.id)).size, sort).toBe(7);
      const prices = seen.map((p) => p.resalePrice);
      if (sort === 'price_asc') expect(prices).toEqual([...prices].sort((a, b) => a - b));
      if (sort === 'price_desc') expect(prices).toEqual([...prices].sort((a, b) => b - a));
    }
  });

  it('refuses a page size above the maximum and a tampered cursor, naming the field', async () => {
    let res = await get('/api/products?limit=100000');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('limit');
    res = await get('/api/products?cursor=not-a-cursor');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('cursor');
    res = await get('/api/products?sort=cheapest');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('sort');
  });

  it('refuses a search of 10,000 characters', async () => {
    const res = await get(`/api/products?q=${'a'.repeat(10_000)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('q');
  });

  it('finds listings by words of the name, description and part number, as prefixes', async () => {
    const seller = await insertUser(t.database.db);
    await insertListing(t.database.db, seller.id, { name: 'LoRa SX1276 module', description: 'Long range radio' });
    await insertListing(t.database.db, seller.id, { name: 'Samsung DDR4 RAM', categoryId: CATEGORY_IDS.memoryStorage });
    const names = async (q: string) =>
      (await get(`/api/products?q=${encodeURIComponent(q)}`)).json().items.map((p: { name: string }) => p.name);
    expect(await names('lora')).toEqual(['LoRa SX1276 module']);
    expect(await names('radio')).toEqual(['LoRa SX1276 module']);
    expect(await names('modules')).toEqual(['LoRa SX1276 module']);
    expect(await names('sams')).toEqual(['Samsung DDR4 RAM']);
    expect(await names('ddr4 samsung')).toEqual(['Samsung DDR4 RAM']);
    expect(await names('arduino')).toEqual([]);
  });

  it('finds a part number however it is typed, and titles with punctuation', async () => {
    const seller = await insertUser(t.database.db);
    await insertListing(t.database.db, seller.id, { name: 'Adjustable regulator board', partNumber: 'LM317T' });
    await insertListing(t.database.db, seller.id, { name: 'LoRa SX1276 868/915 MHz breakout with SMA antenna' });
    await insertListing(t.database.db, seller.id, { name: 'Kingston SSD', partNumber: 'SA400S37/240G' });
    const names = async (q: string) =>
      (await get(`/api/products?q=${encodeURIComponent(q)}`)).json().items.map((p: { name: string }) => p.name);
    for (const q of ['lm317t', 'LM317T', 'LM317-T', 'LM 317T', 'lm317']) {
      expect(await names(q), q).toEqual(['Adjustable regulator board']);
    }
    for (const q of ['868/915', '868', 'LoRa SX1276 868/915 MHz breakout with SMA antenna']) {
      expect(await names(q), q).toEqual(['LoRa SX1276 868/915 MHz breakout with SMA antenna']);
    }
    for (const q of ['SA400S37/240G', 'sa400s37240g', 'SA400S37']) {
      expect(await names(q), q).toEqual(['Kingston SSD']);
    }
  });

  it("treats SQL and LIKE metacharacters as ordinary text", async () => {
    const seller = await insertUser(t.database.db);
    await insertListing(t.database.db, seller.id, { name: 'Plain board' });
    for (const q of ["' OR 1=1--", '%_', "'; DROP TABLE products; --", '!!&|:*()']) {
      const res = await get(`/api/products?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      expect(ProductPageSchema.parse(res.json()).items.every((p) => p.name === 'Plain board')).toBe(true);
    }
    expect((await get('/api/products')).json().total).toBe(1);
  });

  it('searches through the full-text index, not a scan with LIKE', async () => {
    await t.database.db.execute(sql`set enable_seqscan = off`);
    const plan = await t.database.db.execute(
      sql`explain select id from products where search @@ to_tsquery('english', 'board:*')`,
    );
    expect(JSON.stringify(plan)).toContain('products_search_idx');
  });
});

describe('featured products', () => {
  it('shows listings still for sale whose boost is running, not those whose boost ran out', async () => {
    const seller = await insertUser(t.database.db);
    const running = { advertisedAt: new Date(), advertisedUntil: new Date(Date.now() + 86_400_000) };
    await insertListing(t.database.db, seller.id, { name: 'Boosted', ...running });
    await insertListing(t.database.db, seller.id, { name: 'Boosted but sold', ...running, status: 'sold' });
    await insertListing(t.database.db, seller.id, { name: 'Boost ran out', advertisedAt: new Date(Date.now() - 8 * 86_400_000), advertisedUntil: new Date(Date.now() - 86_400_000) });
    await insertListing(t.database.db, seller.id, { name: 'Plain' });
    const res = await get('/api/products/featured');
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((p: { name: string; isAdvertised: boolean }) => [p.name, p.isAdvertised])).toEqual([
      ['Boosted', true],
    ]);
  });
});

describe('one listing', () => {
  it('shows an active listing and a sold one, but not a removed one', async () => {
    const seller = await insertUser(t.database.db);
    const active = await insertListing(t.database.db, seller.id, { name: 'Active' });
    const sold = await insertListing(t.database.db, seller.id, { status: 'sold' });
    const removed = await insertListing(t.database.db, seller.id, { status: 'removed' });
    expect((await get(`/api/products/${active.id}`)).json().name).toBe('Active');
    expect((await get(`/api/products/${sold.id}`)).json().status).toBe('sold');
    expect((await get(`/api/products/${removed.id}`)).statusCode).toBe(404);
  });

  it("reads a listing's page in one statement, its seller, rating and specifications with it", async () => {
    const seller = await insertUser(t.database.db, { name: 'Rahim Traders', sellerVerified: true });
    const listing = await insertListing(t.database.db, seller.id, { name: 'DDR4 stick', categoryId: CATEGORY_IDS.memoryStorage });
    await t.database.db.insert(listingSpecs).values({ productId: listing.id, key: 'capacity', value: '8 GB', number: 8192 });
    expect(await statementsOf(t.database, () => get(`/api/products/${listing.id}`))).toHaveLength(1);
    expect((await get(`/api/products/${listing.id}`)).json()).toMatchObject({
      name: 'DDR4 stick',
      categoryName: 'Memory & Storage',
      seller: { id: seller.id, name: 'Rahim Traders', verified: true, rating: { average: null, count: 0 } },
      sellerRating: { average: null, count: 0 },
      specs: [{ key: 'capacity', label: 'Capacity', value: '8 GB' }],
    });
    // A page of listings and its count are one statement too, the sellers carried by its rows;
    // so is a page that finds nothing (it counts nothing).
    for (const [url, total] of [
      ['/api/products?condition=good', 1],
      ['/api/products?condition=fair', 0],
      [`/api/products?seller=${seller.id}&minPrice=1`, 1],
    ] as const) {
      let res: Awaited<ReturnType<typeof get>> | undefined;
      expect(await statementsOf(t.database, async () => (res = await get(url))), url).toHaveLength(1);
      expect(res?.json(), url).toMatchObject({ total, totalIsExact: true });
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/api/products/0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e99')).statusCode).toBe(404);
    const res = await get('/api/products/not-an-id');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such listing' } });
  });
});
