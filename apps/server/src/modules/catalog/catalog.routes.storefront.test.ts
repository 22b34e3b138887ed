import { CATEGORY_IDS, COUNT_CAP, ProductFacetsSchema, ProductPageSchema } from '@reboard/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, signUp } from '#test/auth.ts';
import { insertListing, insertUser } from '#test/factories.ts';
import { book, payWithCard, signUpBuyers } from '#test/market.ts';
import { rowsOf } from '#server/db/client.ts';
import { syncPriceBands } from '#server/db/price-bands.ts';
import { user } from '#server/db/schema/index.ts';
import { eq } from 'drizzle-orm';

let t: TestContext;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const rows = <T>(query: SQL) => rowsOf<T>(t.database.db, query);

/**
 * What the counters say against a fresh count(*) of listings for sale, per key: category,
 * condition, working status, verified seller, location and price band.
 */
async function countersAgainstCounts() {
  type Key = { category_id: string; condition: string; working_status: string; seller_verified: boolean; location: string; price_band: string; n: number };
  const counted = await rows<Key>(sql`
    select category_id, condition, coalesce(working_status, '') as working_status, seller_verified, location,
      listing_price_band(resale_price) as price_band, count(*)::int as n
    from products where status = 'active' and deleted_at is null
    group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`);
  const kept = await rows<Key>(sql`
    select category_id, condition, working_status, seller_verified, location, price_band, active as n
    from listing_counters where active <> 0 order by 1, 2, 3, 4, 5, 6`);
  return { counted, kept };
}

const LISTING = { yearPurchased: 2022, sellerPhone: '+8801711000000', location: 'Dhaka', resalePrice: 1500, usagePeriod: '1 year' };

describe('counts that do not grow with the catalogue', () => {
  it('keeps the counters equal to count(*) through concurrent sales, creations and removals, and a seller deleted and restored', async () => {
    const seller = await signUp(t.app, { role: 'seller' });
    const other = await signUp(t.app, { role: 'seller' });
    const forSale = await Promise.all(
      Array.from({ length: 8 }, (_, i) => insertListing(t.database.db, seller.id, { name: `Board ${i}`, categoryId: i % 2 ? CATEGORY_IDS.memoryStorage : CATEGORY_IDS.networkModules })),
    );
    const others = await Promise.all(Array.from({ length: 3 }, () => insertListing(t.database.db, other.id)));
    const buyers = await signUpBuyers(t.app, 6);
    const orders = await Promise.all(buyers.map((b, i) => book(t.app, b, forSale[i]!.id)));

    // 20 writes at once: 6 sales, 8 new listings (4 in another category), 6 deletions or edits.
    const results = await Promise.all([
      ...orders.map((o, i) => payWithCard(t.app, buyers[i]!, o.id)),
      ...Array.from({ length: 8 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/products', headers: asUser(seller.cookie), payload: { ...LISTING, name: `New ${i}`, categoryId: i % 2 ? CATEGORY_IDS.mainBoards : CATEGORY_IDS.networkModules } }),
      ),
      t.app.inject({ method: 'DELETE', url: `/api/products/${forSale[6]!.id}`, headers: asUser(seller.cookie) }),
      t.app.inject({ method: 'DELETE', url: `/api/products/${forSale[7]!.id}`, headers: asUser(seller.cookie) }),
      t.app.inject({ method: 'PATCH', url: `/api/products/${others[0]!.id}`, headers: asUser(other.cookie), payload: { ...LISTING, resalePrice: 600, name: 'Moved', categoryId: CATEGORY_IDS.mainBoards } }),
      ...others.slice(1).map((l) => t.app.inject({ method: 'DELETE', url: `/api/products/${l.id}`, headers: asUser(other.cookie) })),
      t.app.inject({ method: 'POST', url: `/api/products/${forSale[0]!.id}/boost`, headers: asUser(seller.cookie) }),
    ]);
    for (const res of results) expect(res.statusCode, res.body).toBeLessThan(300);
    let { counted, kept } = await countersAgainstCounts();
    expect(kept).toEqual(counted);
    // 8 for sale − 6 sold − 2 deleted + 8 new + 1 of the other seller's three (two deleted).
    expect(counted.reduce((a, c) => a + c.n, 0)).toBe(9);

    // An admin deletes the seller: their unsold listings leave the counts in the same transaction.
    const admin = await signUp(t.app, { role: 'buyer' });
    await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.id));
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${seller.id}`, headers: asUser(admin.cookie) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    ({ counted, kept } = await countersAgainstCounts());
    expect(kept).toEqual(counted);
    expect(counted.reduce((a, c) => a + c.n, 0)).toBe(1);

    // Verifying the other seller moves their listing to the verified keys.
    const verified = await t.app.inject({ method: 'POST', url: `/api/admin/sellers/${other.id}/verify`, headers: asUser(admin.cookie) });
    expect(verified.statusCode, verified.body).toBe(200);
    ({ counted, kept } = await countersAgainstCounts());
    expect(kept).toEqual(counted);
    expect(counted).toEqual([expect.objectContaining({ seller_verified: true, price_band: '500-999', n: 1 })]);

    // Restoring the seller brings back the 8 listings that left with the account, not the 2
    // the seller had deleted before, nor the 6 sold ones; the counters follow in the same transaction.
    const restored = await t.app.inject({ method: 'POST', url: `/api/admin/users/${seller.id}/restore`, headers: asUser(admin.cookie) });
    expect(restored.statusCode, restored.body).toBe(200);
    ({ counted, kept } = await countersAgainstCounts());
    expect(kept).toEqual(counted);
    expect(counted.reduce((a, c) => a + c.n, 0)).toBe(9);

    // The storefront's figure is the counters' and says it is exact.
    const page = ProductPageSchema.parse((await get('/api/products')).json());
    expect(page).toMatchObject({ total: 9, totalIsExact: true });
  });

  it('recounts by the new bounds when the currency changes the price bands', async () => {
    const seller = await insertUser(t.database.db);
    await insertListing(t.database.db, seller.id, { resalePrice: 60000 });
    const bandOf = async () => (await countersAgainstCounts()).kept.map((k) => k.price_band);
    expect(await bandOf()).toEqual(['500-999']); // 600.00 taka
    await syncPriceBands(t.database.db, 'JPY'); // no minor unit: 60 000 yen
    const { counted, kept } = await countersAgainstCounts();
    expect(kept).toEqual(counted);
    expect(await bandOf()).toEqual(['50000-99999']);
  });

  it('counts a search up to the cap, then says the figure is not exact', async () => {
    const seller = await insertUser(t.database.db);
    await t.database.db.execute(sql`
      insert into products (seller_id, category_id, name, condition, location, resale_price, seller_phone, usage_period, year_purchased)
      select ${seller.id}, ${CATEGORY_IDS.networkModules}, 'Capped relay ' || g, 'good', 'Dhaka', 1000 + g, '+8801700000000', '1 year', 2022
      from generate_series(1, ${COUNT_CAP + 5}) g`);
    const searched = ProductPageSchema.parse((await get('/api/products?q=capped&limit=2')).json());
    expect(searched).toMatchObject({ total: COUNT_CAP, totalIsExact: false });
    // The plain listing page comes from the counters, so it stays exact past the cap.
    expect(ProductPageSchema.parse((await get('/api/products?limit=1')).json())).toMatchObject({ total: COUNT_CAP + 5, totalIsExact: true });
    const facets = ProductFacetsSchema.parse((await get('/api/products/facets?q=capped')).json());
    expect(facets.totalIsExact).toBe(false);
    expect(facets.facets.condition.find((v) => v.value === 'good')).toMatchObject({ countIsExact: false });
    // Filters the counters are keyed by stay exact past the cap, a whole price band included;
    // a price range of one's own is counted up to the cap.
    const all = { total: COUNT_CAP + 5, totalIsExact: true };
    expect(ProductPageSchema.parse((await get('/api/products?condition=good&location=dhaka&limit=1')).json())).toMatchObject(all);
    expect(ProductPageSchema.parse((await get('/api/products?minPrice=0&maxPrice=499&limit=1')).json())).toMatchObject(all);
    expect(ProductPageSchema.parse((await get('/api/products?minPrice=0&maxPrice=498&limit=1')).json())).toMatchObject({ total: COUNT_CAP, totalIsExact: false });
    const good = ProductFacetsSchema.parse((await get('/api/products/facets?condition=good')).json());
    expect(good).toMatchObject(all);
    expect(good.facets.condition.find((v) => v.value === 'good')).toMatchObject({ count: COUNT_CAP + 5, countIsExact: true });
    expect(good.facets.price.find((v) => v.value === '0-499')).toMatchObject({ count: COUNT_CAP + 5, countIsExact: true });
  });
});

describe('facets', () => {
  it('counts each value like count(*) does, setting aside the dimension chosen', async () => {
    const plain = await insertUser(t.database.db);
    const trusted = await insertUser(t.database.db, { sellerVerified: true });
    const specs = [
      { condition: 'good', workingStatus: 'tested_working', resalePrice: 30000, location: 'Dhaka', sellerId: plain.id },
      { condition: 'good', workingStatus: 'untested', resalePrice: 70000, location: 'dhaka', sellerId: trusted.id, sellerVerified: true },
      { condition: 'fair', workingStatus: 'for_parts', resalePrice: 300000, location: 'Sylhet', sellerId: plain.id, categoryId: CATEGORY_IDS.memoryStorage },
      { condition: 'excellent', workingStatus: null, resalePrice: 2500000, location: 'Chittagong', sellerId: trusted.id, sellerVerified: true },
      { condition: 'good', workingStatus: 'tested_working', resalePrice: 45000, location: 'Dhaka', sellerId: plain.id, status: 'sold' },
    ] as const;
    for (const s of specs) await insertListing(t.database.db, s.sellerId, { ...s, name: `Facet board ${s.resalePrice}` });

    const f = ProductFacetsSchema.parse((await get('/api/products/facets')).json());
    // Every value of each fixed list is offered, so the loops below check each one.
    expect([f.facets.condition.length, f.facets.workingStatus.length, f.facets.category.length]).toEqual([3, 3, 3]);
    const countOf = async (where: ReturnType<typeof sql>) =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from products where status = 'active' and deleted_at is null and ${where}`))[0]!.n;
    for (const v of f.facets.condition) expect(v.count, v.value).toBe(await countOf(sql`condition = ${v.value}`));
    for (const v of f.facets.workingStatus) expect(v.count, v.value).toBe(await countOf(sql`working_status = ${v.value}`));
    for (const v of f.facets.category) expect(v.count, v.label).toBe(await countOf(sql`category_id = ${v.value}`));
    expect(f.facets.verified).toEqual([{ value: 'true', label: 'Verified sellers only', count: 2, countIsExact: true }]);
    expect(f.facets.location[0]).toMatchObject({ count: 2, countIsExact: true });
    expect(f.facets.location[0]!.value.toLowerCase()).toBe('dhaka');
    // Bands in whole taka: 300 and 700 are in 0–499 and 500–999; 3 000 in 1 000–4 999; 25 000 in 20 000–49 999.
    expect(f.facets.price.map((b) => [b.value, b.count])).toEqual([['0-499', 1], ['500-999', 1], ['1000-4999', 1], ['5000-19999', 0], ['20000-49999', 1], ['50000-99999', 0], ['100000-', 0]]);
    expect(f).toMatchObject({ total: 4, totalIsExact: true });

    // Choosing "good" narrows the other facets but still counts the other conditions.
    const good = ProductFacetsSchema.parse((await get('/api/products/facets?condition=good')).json());
    expect(good.total).toBe(2);
    expect(good.facets.condition.map((v) => [v.value, v.count])).toEqual([['excellent', 1], ['good', 2], ['fair', 1]]);
    expect(good.facets.verified[0]!.count).toBe(1);
    const listed = ProductPageSchema.parse((await get('/api/products?condition=good&verified=true&location=DHAKA&minPrice=500&maxPrice=999')).json());
    expect(listed.items.map((p) => p.resalePrice)).toEqual([70000]);
  });
});

describe('bad filter values', () => {
  it.each([
    ['minPrice=-5', 'minPrice'],
    ['minPrice=abc', 'minPrice'],
    ['minPrice=900&maxPrice=100', 'maxPrice'],
    ['condition=mint', 'condition'],
    ['workingStatus=maybe', 'workingStatus'],
    ['verified=yes', 'verified'],
    ['sort=relevance', 'sort'],
    ['sort=cheapest', 'sort'],
    ['limit=1000', 'limit'],
  ])('%s gets 400 naming %s', async (query, field) => {
    for (const url of [`/api/products?${query}`, `/api/categories/${CATEGORY_IDS.networkModules}/products?${query}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().error.fields), url).toContain(field);
    }
    if (!['sort', 'limit'].includes(field)) {
      const res = await get(`/api/products/facets?${query}`);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toContain(field);
    }
  });

  it('refuses a cursor from another search, and follows best match page by page', async () => {
    const seller = await insertUser(t.database.db);
    for (let i = 0; i < 5; i++) await insertListing(t.database.db, seller.id, { name: `Sensor ${'sensor '.repeat(i)}${i}` });
    const first = ProductPageSchema.parse((await get('/api/products?q=sensor&sort=relevance&limit=2')).json());
    expect(first.nextCursor).not.toBeNull();
    const elsewhere = await get(`/api/products?q=relay&sort=relevance&limit=2&cursor=${first.nextCursor}`);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.fields).toHaveProperty('cursor');

    const seen = [...first.items.map((p) => p.id)];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = ProductPageSchema.parse((await get(`/api/products?q=sensor&sort=relevance&limit=2&cursor=${cursor}`)).json());
      seen.push(...next.items.map((p) => p.id));
      cursor = next.nextCursor;
    }
    expect(new Set(seen).size).toBe(5);
  });
});
