import { ProductPageSchema } from '@reboard/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { requestAs, signUp, type SignedIn } from '#test/auth.ts';
import { listingInput } from '#test/factories.ts';

let t: TestContext;
let seller: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'seller' });
});
afterEach(() => t.close());

async function list(name: string, over: Record<string, string> = {}): Promise<string> {
  const res = await requestAs(t.app, seller, 'POST', '/api/products', { ...listingInput, name, ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return ProductPageSchema.parse(res.json());
}

describe('typos forgiven', () => {
  it('searches the closest words of the catalogue when the words as typed find nothing, and says so', async () => {
    const pi = await list('Raspberry Pi 4 Model B');
    const page = await search('q=raspbery%20pi');
    expect(page.items.map((p) => p.id)).toEqual([pi]);
    expect(page.correction).toEqual({ query: 'raspberry pi', typed: 'raspbery pi' });

    const asTyped = await search('q=raspbery%20pi&asTyped=true');
    expect(asTyped.items).toEqual([]);
    expect(asTyped.correction).toBeUndefined();
  });

  it('corrects manufacturers too, and leaves a search that finds enough alone', async () => {
    const a = await list('Adjustable regulator', { partNumber: 'LM317T', manufacturer: 'Texas Instruments' });
    const page = await search('q=texas%20instrumemts');
    expect(page.items.map((p) => p.id)).toEqual([a]);
    expect(page.correction?.query).toBe('texas instruments');
    await list('Raspberry Pi 3');
    await list('Raspberry Pi Zero');
    await list('Raspberry Pi 400');
    const found = await search('q=raspberry');
    expect(found.correction).toBeUndefined();
    expect(found.total).toBe(3);
  });

  it('leaves words begun, Bengali words and nonsense as they are', async () => {
    await list('Raspberry Pi 4 Model B');
    expect((await search('q=rasp')).correction).toBeUndefined();
    const nonsense = await search('q=zzqqxx');
    expect(nonsense.items).toEqual([]);
    expect(nonsense.correction).toBeUndefined();
  });
});
