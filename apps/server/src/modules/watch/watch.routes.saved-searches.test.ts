import { CATEGORY_IDS, SAVED_SEARCH_LIMIT } from '@reboard/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestContext } from '#test/app.ts';
import type { SignedIn } from '#test/auth.ts';
import { savedSearches } from '#server/db/schema/index.ts';
import { caller, watchCast } from '#test/watch.ts';

let t: TestContext;
let buyer: SignedIn;
let other: SignedIn;
beforeEach(async () => void ({ t, buyer, other } = await watchCast()));
afterEach(() => t.close());

const call = caller(() => t);
const save = (who: SignedIn | null, body: object) => call(who, 'POST', '/api/saved-searches', body);

describe('saving a search', () => {
  it('keeps the normalised filter object, names it, and lists it with the link that opens it', async () => {
    const res = await save(buyer, {
      filters: { q: '  esp32   board ', category: CATEGORY_IDS.networkModules.toUpperCase(), minPrice: '500', location: '' },
      alert: 'immediate',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: '“esp32 board”',
      filters: { q: 'esp32 board', category: CATEGORY_IDS.networkModules, minPrice: 500 },
      alert: 'immediate',
    });
    expect(res.json().path).toBe(`/products?q=esp32+board&category=${CATEGORY_IDS.networkModules}&minPrice=500`);
    const [row] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, res.json().id));
    expect(row!.filters).toEqual({ q: 'esp32 board', category: CATEGORY_IDS.networkModules, minPrice: 500 });

    const page = await call(buyer, 'GET', '/api/saved-searches');
    expect(page.json()).toMatchObject({ total: 1, limit: SAVED_SEARCH_LIMIT, nextCursor: null, items: [{ id: res.json().id }] });
    expect((await call(other, 'GET', '/api/saved-searches')).json()).toMatchObject({ total: 0, items: [] });
  });

  it('the same search saved twice (spelt differently) is one saved search', async () => {
    expect((await save(buyer, { filters: { q: 'lm317', location: 'Dhaka' } })).statusCode).toBe(201);
    const again = await save(buyer, { filters: { q: ' lm317 ', location: 'dhaka' }, name: 'Regulators' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('SEARCH_ALREADY_SAVED');
  });

  it(`the ${SAVED_SEARCH_LIMIT + 1}th saved search is refused with a clear message`, async () => {
    for (let i = 0; i < SAVED_SEARCH_LIMIT; i++) expect((await save(buyer, { filters: { q: `part${i}` } })).statusCode).toBe(201);
    const res = await save(buyer, { filters: { q: 'one too many' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'SAVED_SEARCH_LIMIT', message: expect.stringContaining(`at most ${SAVED_SEARCH_LIMIT}`) });
    expect((await save(other, { filters: { q: 'one too many' } })).statusCode).toBe(201);
  });

  it('tampered bodies are refused, naming the field', async () => {
    const fieldOf = async (body: object) => {
      const res = await save(buyer, body);
      expect(res.statusCode, res.body).toBe(400);
      return Object.keys(res.json().error.fields ?? {});
    };
    expect(await fieldOf({ filters: { condition: 'mint' } })).toContain('filters.condition');
    expect(await fieldOf({ filters: { category: "x' or 1=1" } })).toContain('filters.category');
    expect(await fieldOf({ filters: { minPrice: 900, maxPrice: 100 } })).toContain('filters.maxPrice');
    expect(await fieldOf({ filters: { userId: other.id } })).toContain('filters');
    expect(await fieldOf({ filters: {}, alert: 'hourly' })).toContain('alert');
    expect(await fieldOf({ filters: {}, name: 'x'.repeat(81) })).toContain('name');
    // A key the form never sends is dropped: the search is the caller's own.
    const forged = await save(buyer, { filters: { q: 'forged' }, userId: other.id });
    expect((await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, forged.json().id)))[0]!.userId).toBe(buyer.id);
    const patch = await call(buyer, 'PATCH', `/api/saved-searches/${(await save(buyer, { filters: {} })).json().id}`, { alert: 'never' });
    expect(patch.statusCode).toBe(400);
    expect(Object.keys(patch.json().error.fields)).toContain('alert');
  });

  it('a guest is asked to sign in', async () => {
    expect((await save(null, { filters: {} })).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/saved-searches')).statusCode).toBe(401);
  });
});

describe('changing saved searches', () => {
  it('renames, switches the alert and deletes its own', async () => {
    const { id } = (await save(buyer, { filters: { q: 'w5500' } })).json();
    const renamed = await call(buyer, 'PATCH', `/api/saved-searches/${id}`, { name: 'Ethernet chips', alert: 'immediate' });
    expect(renamed.json()).toMatchObject({ id, name: 'Ethernet chips', alert: 'immediate' });
    expect((await call(buyer, 'DELETE', `/api/saved-searches/${id}`)).statusCode).toBe(200);
    expect((await call(buyer, 'GET', '/api/saved-searches')).json().total).toBe(0);
  });

  it("someone else's saved search is not found, and stays as it was", async () => {
    const { id } = (await save(buyer, { filters: { q: 'w5500' }, name: 'Mine' })).json();
    expect((await call(other, 'PATCH', `/api/saved-searches/${id}`, { name: 'Taken' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/saved-searches/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', '/api/saved-searches/not-a-uuid')).statusCode).toBe(404);
    expect((await call(buyer, 'GET', '/api/saved-searches')).json().items).toMatchObject([{ id, name: 'Mine' }]);
  });

  it('a forged cursor is refused, naming the cursor', async () => {
    const res = await call(buyer, 'GET', '/api/saved-searches?cursor=WyJ4IiwieSJd');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['cursor']);
  });
});
