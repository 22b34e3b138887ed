import { afterEach, beforeEach, expect, it } from 'vitest';
import type { TestContext } from '#test/app.ts';
import type { SignedIn } from '#test/auth.ts';
import { eventually } from '#test/eventually.ts';
import { csvOf, goodRow, uploadAndCheck } from '#test/listing-imports.ts';
import { caller, watchCast, noticesOf } from '#test/watch.ts';

let t: TestContext;
let seller: SignedIn;
let buyer: SignedIn;

beforeEach(async () => void ({ t, seller, buyer } = await watchCast()));
afterEach(() => t.close());

const call = caller(() => t);

it('listings published from a spreadsheet reach saved searches and wanted lists as the form’s do, each once', async () => {
  expect((await call(buyer, 'POST', '/api/saved-searches', { filters: { q: 'nRF24L01' }, alert: 'immediate' })).statusCode).toBe(201);
  expect((await call(buyer, 'POST', '/api/bom/lists', { name: 'Radio repair', text: 'NRF24L01 2' })).statusCode).toBe(201);

  const view = await uploadAndCheck(
    t,
    seller,
    csvOf([goodRow({ name: 'nRF24L01 radio', 'part number': 'nRF24L01', quantity: '12' }), goodRow({ name: 'ESP32 dev board', 'part number': 'ESP32-WROOM-32' })]),
  );
  const published = await call(seller, 'POST', `/api/listings/imports/${view.id}/publish`);
  expect(published.statusCode, published.body).toBe(200);
  expect(published.json()).toMatchObject({ created: 2 });

  const told = async (kind: string) => (await noticesOf(t, buyer, kind)).map((n) => n.text);
  await eventually(async () => (await told('wanted_match')).length > 0 && (await told('saved_search_match')).length > 0, 'the buyer is told');
  expect(await told('wanted_match')).toEqual([expect.stringContaining('nRF24L01 radio')]);
  expect(await told('saved_search_match')).toEqual([expect.stringContaining('nRF24L01 radio')]);
});
