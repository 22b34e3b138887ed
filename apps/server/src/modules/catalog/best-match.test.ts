import { CATEGORY_IDS, COUNT_CAP, ProductPageSchema, type ProductPage } from '@reboard/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { insertUser } from '#test/factories.ts';
import { POOL } from './best-match.ts';

let t: TestContext;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function page(query: string): Promise<ProductPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return ProductPageSchema.parse(res.json());
}

describe('best match over more matches than the count caps', () => {
  it('ranks the newest matches, then lists the older ones newest first, every listing once', async () => {
    const seller = await insertUser(t.database.db);
    // Listing g is g minutes old. Every name says "pooled" except 100-104, whose descriptions
    // do (a worse tier); 150's part number is the word itself (an exact match).
    await t.database.db.execute(sql`
      insert into products (seller_id, category_id, name, description, part_number, condition, location, resale_price, seller_phone, usage_period, year_purchased, created_at)
      select ${seller.id}, ${CATEGORY_IDS.networkModules},
             case when g between 100 and 104 then 'Relay ' || g else 'Pooled relay ' || g end,
             case when g between 100 and 104 then 'A pooled spare.' else 'Spare.' end,
             case when g = 150 then 'POOLED' else null end,
             'good', 'Dhaka', 1000, '+8801700000000', '1 year', 2022, now() - make_interval(mins => g)
      from generate_series(1, ${COUNT_CAP + 5}) g`);
    const first = await page('q=pooled&limit=60');
    expect(first).toMatchObject({ totalIsExact: false });
    // The exact part number first, though 149 listings are newer; then names, newest first.
    expect(first.items.slice(0, 3).map((p) => p.name)).toEqual(['Pooled relay 150', 'Pooled relay 1', 'Pooled relay 2']);

    const seen: string[] = [...first.items.map((p) => p.name)];
    let cursor = first.nextCursor;
    while (seen.length < POOL + 100 && cursor) {
      const next = await page(`q=pooled&limit=60&cursor=${encodeURIComponent(cursor)}`);
      seen.push(...next.items.map((p) => p.name));
      cursor = next.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    // The pool's description matches end it, after all its name matches.
    expect(seen.slice(POOL - 5, POOL)).toEqual(['Relay 100', 'Relay 101', 'Relay 102', 'Relay 103', 'Relay 104']);
    // Past the pool (the newest 200), the older matches follow newest first.
    expect(seen.slice(POOL, POOL + 3)).toEqual([`Pooled relay ${POOL + 1}`, `Pooled relay ${POOL + 2}`, `Pooled relay ${POOL + 3}`]);
    expect(cursor).not.toBeNull();
    // Ten thousand rows and five pages: minutes on a loaded machine, not the default half minute.
  }, 120_000);
});
