import { CATEGORY_IDS } from '@reboard/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestContext } from '#test/app.ts';
import type { SignedIn } from '#test/auth.ts';
import { caller, watchCast, listAndMatch, noticesOf } from '#test/watch.ts';

let t: TestContext;
let seller: SignedIn;
let buyer: SignedIn;
beforeEach(async () => void ({ t, seller, buyer } = await watchCast()));
afterEach(() => t.close());

const call = caller(() => t);
const memory = { categoryId: CATEGORY_IDS.memoryStorage };

describe('saved searches with specification filters', () => {
  it('keeps them as typed, opens them on the storefront, and alerts for exactly the listings they would show', async () => {
    const res = await call(buyer, 'POST', '/api/saved-searches', {
      filters: { category: CATEGORY_IDS.memoryStorage, 'spec.type': ' ddr4 ', 'spec.capacity.min': '4GB', 'spec.capacity.max': '' },
      alert: 'immediate',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().filters).toEqual({ category: CATEGORY_IDS.memoryStorage, 'spec.capacity.min': '4GB', 'spec.type': 'ddr4' });
    expect(res.json().path).toBe(`/products?category=${CATEGORY_IDS.memoryStorage}&spec.capacity.min=4GB&spec.type=ddr4`);

    await listAndMatch(t, seller, { ...memory, name: 'Small DDR4', specs: { capacity: '2048 MB', type: 'DDR4' } });
    await listAndMatch(t, seller, { ...memory, name: 'DDR3 stick', specs: { capacity: '8GB', type: 'DDR3' } });
    expect(await noticesOf(t, buyer, 'saved_search_match')).toEqual([]);
    const id = await listAndMatch(t, seller, { ...memory, name: 'Laptop DDR4', specs: { capacity: '8 GB', type: 'DDR4' } });
    expect(await noticesOf(t, buyer, 'saved_search_match')).toEqual([expect.objectContaining({ link: `/products/${id}` })]);
  });

  it('refuses a bad specification filter by name, and any other unknown key', async () => {
    const fields = async (filters: object) => {
      const res = await call(buyer, 'POST', '/api/saved-searches', { filters });
      expect(res.statusCode, res.body).toBe(400);
      return Object.keys(res.json().error.fields);
    };
    expect(await fields({ 'spec.capacity.min': 'lots' })).toContain('filters.spec.capacity.min');
    expect(await fields({ 'spec.nope': 'x' })).toContain('filters.spec.nope');
    expect(await fields({ userId: 'someone' })).toContain('filters');
    expect(await fields({ 'spec.type': { $ne: 1 } })).toContain('filters.spec.type');
  });
});
