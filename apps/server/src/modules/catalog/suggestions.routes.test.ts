import { SuggestionsSchema } from '@reboard/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { requestAs, signUp } from '#test/auth.ts';
import { listingInput } from '#test/factories.ts';

let t: TestContext;
beforeEach(async () => {
  t = await createTestApp();
  const seller = await signUp(t.app, { role: 'seller' });
  for (const [name, partNumber, manufacturer] of [
    ['Raspberry Pi 4 Model B', '', 'Raspberry Pi'],
    ['Adjustable regulator', 'LM317T', 'Texas Instruments'],
    ['Kingston 8GB DDR4 laptop memory', 'KVR26S19S8/8', 'Kingston'],
  ]) {
    const res = await requestAs(t.app, seller, 'POST', '/api/products', { ...listingInput, name, partNumber, manufacturer });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterEach(() => t.close());

const suggest = async (q: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/suggestions?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return SuggestionsSchema.parse(res.json()).suggestions;
};

describe('suggestions', () => {
  it('offers part numbers, manufacturers and names that start with an English prefix, the typed part marked', async () => {
    const found = await suggest('ras');
    expect(found).toContainEqual({ kind: 'manufacturer', text: 'Raspberry Pi', match: { start: 0, length: 3 } });
    expect(found).toContainEqual({ kind: 'name', text: 'Raspberry Pi 4 Model B', match: { start: 0, length: 3 } });
    expect((await suggest('LM3'))[0]).toEqual({ kind: 'part', text: 'LM317T', match: { start: 0, length: 3 } });
    // Contained, not only begun; and categories by their names.
    expect(await suggest('memory')).toContainEqual({ kind: 'name', text: 'Kingston 8GB DDR4 laptop memory', match: { start: 25, length: 6 } });
    expect((await suggest('storage')).map((s) => s.kind)).toContain('category');
    expect((await suggest('a')).length).toBeLessThanOrEqual(8);
  });

  it('offers English terms for a Bengali prefix, unmarked', async () => {
    const found = await suggest('মেম');
    expect(found.some((s) => s.text.toLowerCase().includes('memory') && s.match === null)).toBe(true);
    expect((await suggest('রাস্প')).some((s) => s.text.toLowerCase().startsWith('raspberry'))).toBe(true);
  });

  it('refuses an empty or too long query', async () => {
    for (const q of ['', '%20%20', 'x'.repeat(201)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/suggestions?q=${q}` });
      expect(res.statusCode, q).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/products/suggestions' })).statusCode).toBe(400);
  });
});
