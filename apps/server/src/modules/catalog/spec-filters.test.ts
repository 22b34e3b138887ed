import { CATEGORY_IDS, type ListingInput } from '@reboard/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { listingInput } from '#test/factories.ts';
import { requestAs, signUp, type SignedIn } from '#test/auth.ts';

let t: TestContext;
let seller: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'seller' });
});
afterEach(() => t.close());

const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => requestAs(t.app, who, method, url, payload);

/** A lot of capacitors among network modules (component values go in any category). */
const capacitors: ListingInput = {
  ...listingInput,
  name: 'Capacitor lot',
  specs: { capacitance: '10uF', voltage: '25', package: '0805', tolerance: '±10%' },
};
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
const ids = (res: { json: () => { items: { id: string }[] } }) => res.json().items.map((p) => p.id);

describe('finding listings by specification', () => {
  it('finds the same listing for "10uF", "10 µF" and "10000nF"', async () => {
    const { id } = await list(capacitors);
    const other = await list({ ...capacitors, name: 'Bigger capacitors', specs: { capacitance: '100uF' } });
    for (const q of ['10uF', '10 µF', '10 μF', '10000nF', '0.01 mF', '10uF 0805']) {
      const res = await call(null, 'GET', `/api/products?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      expect(ids(res), q).toContain(id);
      expect(ids(res), q).not.toContain(other.id);
    }
  });

  it('filters by a capacitance range in any unit, and by a choice', async () => {
    const { id } = await list(capacitors);
    const range = async (query: string) => {
      const res = await call(null, 'GET', `/api/products?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return ids(res);
    };
    expect(await range('spec.capacitance.min=1uF&spec.capacitance.max=22uF')).toContain(id);
    expect(await range('spec.capacitance.min=10000nF&spec.capacitance.max=10%C2%B5F')).toContain(id);
    expect(await range('spec.capacitance.min=22uF')).not.toContain(id);
    expect(await range('spec.capacitance.max=4.7uF')).not.toContain(id);
    expect(await range('spec.package=0805&spec.voltage.min=16V')).toContain(id);
    expect(await range('spec.package=0603')).not.toContain(id);
    const mem = await list(memory);
    expect(await range(`category=${CATEGORY_IDS.memoryStorage}&spec.type=DDR4&spec.capacity.min=4GB&spec.capacity.max=8GB`)).toEqual([mem.id]);
    const page = await call(null, 'GET', `/api/categories/${CATEGORY_IDS.memoryStorage}/products?spec.capacity=8192MB`);
    expect(ids(page)).toEqual([mem.id]);
    expect(page.json().total).toBe(1);
  });

  it('counts the chosen category’s specification values as facets, quantities with their range', async () => {
    await list(memory);
    await list({ ...memory, specs: { capacity: '16 GB', type: 'DDR4' } });
    await list({ ...memory, specs: { capacity: '4GB', type: 'DDR3' } });
    const res = await call(null, 'GET', `/api/products/facets?category=${CATEGORY_IDS.memoryStorage}&spec.type=DDR4`);
    expect(res.statusCode, res.body).toBe(200);
    const specs = res.json().specs as { key: string; values: { value: string; count: number }[]; range: unknown }[];
    const capacity = specs.find((s) => s.key === 'capacity')!;
    expect(capacity.values.map((v) => [v.value, v.count])).toEqual([
      ['8 GB', 1],
      ['16 GB', 1],
    ]);
    expect(capacity.range).toEqual({ min: '8 GB', max: '16 GB' });
    // The chosen type is counted without its own filter, so DDR3 stays on offer.
    const type = specs.find((s) => s.key === 'type')!;
    expect(type.values.map((v) => [v.value, v.count])).toEqual([
      ['DDR4', 2],
      ['DDR3', 1],
    ]);
    expect(res.json().total).toBe(2);
  });

  it('offers component values to a search without a category, and no specification counts to the bare catalogue', async () => {
    await list(capacitors);
    const searched = await call(null, 'GET', '/api/products/facets?q=capacitor');
    const keys = (searched.json().specs as { key: string }[]).map((s) => s.key);
    expect(keys).toEqual(['capacitance', 'voltage', 'tolerance', 'package']);
    expect((await call(null, 'GET', '/api/products/facets')).json().specs).toEqual([]);
  });

  it('answers a tampered filter with 400 naming the parameter, never 500', async () => {
    const cases: [string, string][] = [
      ['spec.nope=1', 'spec.nope'],
      ['spec.capacitance.min=lots', 'spec.capacitance.min'],
      ['spec.capacitance.min=10V', 'spec.capacitance.min'],
      ['spec.type.min=1', 'spec.type.min'],
      ['spec.type=DDR9', 'spec.type'],
      ['spec.capacity=1&spec.capacity=2', 'spec.capacity'],
      ['spec.resistance.min=10k&spec.resistance.max=1k', 'spec.resistance.max'],
      ['spec.capacitance.min=1e400F', 'spec.capacitance.min'],
      ['spec.=x', 'spec.'],
      [`spec.capacitance.min=${'9'.repeat(100)}`, 'spec.capacitance.min'],
    ];
    for (const [query, param] of cases) {
      for (const path of ['/api/products', '/api/products/facets', `/api/categories/${CATEGORY_IDS.memoryStorage}/products`]) {
        const res = await call(null, 'GET', `${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json().error.fields, `${path}?${query}`).toHaveProperty([param]);
      }
    }
  });
});
