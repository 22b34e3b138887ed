import { ProductPageSchema } from '@reboard/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { insertListing, insertUser } from '#test/factories.ts';

let t: TestContext;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

async function names(query: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return ProductPageSchema.parse(res.json()).items.map((p) => p.name);
}

describe('best match', () => {
  beforeEach(async () => {
    const seller = await insertUser(t.database.db);
    const verified = await insertUser(t.database.db, { sellerVerified: true });
    const db = t.database.db;
    // The listing of the part itself is the oldest; newer ones only mention it.
    await insertListing(db, seller.id, { name: 'Adjustable regulator', partNumber: 'LM317T', manufacturer: 'Texas Instruments', createdAt: ago(30) });
    await insertListing(db, seller.id, { name: 'Bench power supply kit', description: 'Built around an LM317T, adjustable 1.2-37 V.', createdAt: ago(2) });
    await insertListing(db, seller.id, { name: 'Linear regulator LM317T spare', description: 'Two pieces.', createdAt: ago(20) });
    await insertListing(db, seller.id, { name: 'Regulator board', specText: 'lm317t', createdAt: ago(10) });
    // Alike matches: a verified seller's first, then the newest.
    await insertListing(db, seller.id, { name: 'Relay module, newer', createdAt: ago(1) });
    await insertListing(db, verified.id, { name: 'Relay module, verified', createdAt: ago(5), sellerVerified: true });
    await insertListing(db, seller.id, { name: 'Relay module, older', createdAt: ago(9) });
  });

  it('puts the exact part number first, then the name, the specifications and the description, whatever their age', async () => {
    const expected = ['Adjustable regulator', 'Linear regulator LM317T spare', 'Regulator board', 'Bench power supply kit'];
    expect(await names('q=LM317T')).toEqual(expected);
    // The part number typed in any case, with spaces or dashes, is still exact.
    expect(await names('q=lm%20317-t')).toEqual(expected);
  });

  it('ranks a manufacturer typed in full first', async () => {
    expect((await names('q=texas%20instruments'))[0]).toBe('Adjustable regulator');
  });

  it('breaks ties by a verified seller, then the newest, and pages through them in that order', async () => {
    expect(await names('q=relay')).toEqual(['Relay module, verified', 'Relay module, newer', 'Relay module, older']);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await t.app.inject({ method: 'GET', url: `/api/products?q=relay&limit=1${cursor ? `&cursor=${cursor}` : ''}` });
      const page = ProductPageSchema.parse(res.json());
      seen.push(...page.items.map((p) => p.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Relay module, verified', 'Relay module, newer', 'Relay module, older']);
  });

  it('is the default with words; newest first stays the default without, and on request', async () => {
    expect(await names('q=LM317T&sort=newest')).toEqual(['Bench power supply kit', 'Regulator board', 'Linear regulator LM317T spare', 'Adjustable regulator']);
    expect((await names('limit=1'))[0]).toBe('Relay module, newer');
  });
});
