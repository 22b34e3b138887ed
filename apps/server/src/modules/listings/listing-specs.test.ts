import { CATEGORY_IDS, type ListingInput } from '@reboard/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { listingInput } from '#test/factories.ts';
import { requestAs, signUp, type SignedIn } from '#test/auth.ts';

let t: TestContext;
let seller: SignedIn;
let otherSeller: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'seller' });
  otherSeller = await signUp(t.app, { role: 'seller' });
});
afterEach(() => t.close());

const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => requestAs(t.app, who, method, url, payload);

const memory: ListingInput = {
  ...listingInput,
  name: 'Laptop memory',
  categoryId: CATEGORY_IDS.memoryStorage,
  specs: { capacity: '8192 MB', type: 'ddr4', formFactor: 'sodimm', speed: '2400MHz' },
};

async function list(input: ListingInput, who = seller) {
  const res = await call(who, 'POST', '/api/products', input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; specs: Record<string, string> };
}

describe('listing specifications', () => {
  it('stores them normalised, shows them as a table and gives them back to the edit form', async () => {
    const { id, specs } = await list(memory);
    expect(specs).toEqual({ capacity: '8 GB', type: 'DDR4', speed: '2.4 GHz', formFactor: 'SO-DIMM' });
    const detail = await call(null, 'GET', `/api/products/${id}`);
    expect(detail.json().specs).toEqual([
      { key: 'capacity', label: 'Capacity', value: '8 GB' },
      { key: 'type', label: 'Type', value: 'DDR4' },
      { key: 'speed', label: 'Speed', value: '2.4 GHz' },
      { key: 'formFactor', label: 'Form factor', value: 'SO-DIMM' },
    ]);
    // An edit without specs keeps them; one with specs replaces them.
    expect((await call(seller, 'PATCH', `/api/products/${id}`, { ...memory, specs: undefined })).json().specs.capacity).toBe('8 GB');
    const edited = await call(seller, 'PATCH', `/api/products/${id}`, { ...memory, specs: { capacity: '16GB', type: '' } });
    expect(edited.json().specs).toEqual({ capacity: '16 GB' });
  });

  it('refuses an unknown key for the category, an unparsable value and a unit that does not fit, naming each field', async () => {
    const res = await call(seller, 'POST', '/api/products', {
      ...memory,
      specs: { capacity: 'lots', speed: '8GB', chipset: 'B450', wattage: '5 W', capacitance: '10uF' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields as Record<string, string>;
    expect(Object.keys(fields).sort()).toEqual(['specs.capacity', 'specs.chipset', 'specs.speed', 'specs.wattage']);
    expect(fields['specs.speed']).toMatch(/hertz.*not bytes/i);
    expect(fields['specs.chipset']).toMatch(/category/);
    // Nothing was listed.
    expect((await call(seller, 'GET', '/api/seller/products')).json().items).toEqual([]);
  });

  it('refuses a tampered body: a value that is not text, too many keys, an edit of someone else’s listing', async () => {
    expect((await call(seller, 'POST', '/api/products', { ...memory, specs: { capacity: 8 } })).statusCode).toBe(400);
    expect((await call(seller, 'POST', '/api/products', { ...memory, specs: 'capacity=8GB' })).json().error.fields).toHaveProperty('specs');
    const many = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`k${i}`, 'x']));
    expect((await call(seller, 'POST', '/api/products', { ...memory, specs: many })).statusCode).toBe(400);
    const { id } = await list(memory);
    expect((await call(otherSeller, 'PATCH', `/api/products/${id}`, { ...memory, specs: { capacity: '1 GB' } })).statusCode).toBe(403);
    expect((await call(null, 'POST', '/api/products', memory)).statusCode).toBe(401);
  });
});
