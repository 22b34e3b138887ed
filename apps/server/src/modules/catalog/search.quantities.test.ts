import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fillQuantityText } from '#server/db/quantity-text.ts';
import { createTestApp, type TestContext } from '#test/app.ts';
import { requestAs, signUp, type SignedIn } from '#test/auth.ts';
import { insertListing, listingInput } from '#test/factories.ts';

let t: TestContext;
let seller: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'seller' });
});
afterEach(() => t.close());

async function list(name: string, description: string): Promise<string> {
  const res = await requestAs(t.app, seller, 'POST', '/api/products', { ...listingInput, name, description });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const found = async (q: string) =>
  ((await t.app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}` })).json().items as { id: string }[]).map((p) => p.id);

describe('units anywhere', () => {
  it('finds a value in a description by any spelling of its unit', async () => {
    const cap = await list('Electrolytic capacitors, lot of 20', 'Each is 10 µF 25V, unused.');
    const other = await list('Ceramic capacitors', 'Each is 100nF.');
    for (const q of ['10uF', '10 µF', '10000nF', '10 uf', '10μF']) expect(await found(q), q).toEqual([cap]);
    expect(await found('0.1uF')).toEqual([other]);
  });

  it('reads resistor shorthand as ohms, typed or written', async () => {
    const resistor = await list('Metal film resistors', 'A bag of 4.7 kΩ, 1%.');
    const written = await list('Pull-up resistor pack', 'Values 4K7 and 10k.');
    for (const q of ['4.7k', '4k7', '4.7 kohm', '4700 ohm']) expect(await found(q), q).toEqual(expect.arrayContaining([resistor, written]));
    expect(await found('10k')).toEqual([written]);
  });

  it('keeps the words of an edit, and fills them in for listings written without', async () => {
    const id = await list('Capacitor', 'Unknown value.');
    expect(await found('22uF')).toEqual([]);
    const res = await requestAs(t.app, seller, 'PATCH', `/api/products/${id}`, { ...listingInput, name: 'Capacitor', description: 'Value: 22 µF.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await found('22uF')).toEqual([id]);

    const older = await insertListing(t.database.db, seller.id, { name: 'Old regulator', description: 'Outputs 3.3 V at 800 mA.' });
    expect(await fillQuantityText(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await found('3v3')).toContain(older.id);
  });
});
