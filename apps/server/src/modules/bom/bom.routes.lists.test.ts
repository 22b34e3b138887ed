import type { WantedList } from '@reboard/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { signUp, type SignedIn } from '#test/auth.ts';
import { insertListing, insertUser } from '#test/factories.ts';
import { caller } from '#test/watch.ts';

let t: TestContext;
let buyer: SignedIn;
let other: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  buyer = await signUp(t.app, { role: 'buyer' });
  other = await signUp(t.app, { role: 'buyer' });
});
afterEach(() => t.close());

const call = caller(() => t);
const BOM = 'LM317T 3\n10uF 0805 capacitor, 20\nXQZ9999QQ 1';

async function save(who: SignedIn, name = 'Bench supply', text = BOM): Promise<string> {
  const res = await call(who, 'POST', '/api/bom/lists', { name, text });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe('wanted lists', () => {
  it('a guest cannot save a BOM; a buyer saves one and finds it among their lists with its lines counted', async () => {
    expect((await call(null, 'POST', '/api/bom/lists', { name: 'Mine', text: BOM })).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/bom/lists')).statusCode).toBe(401);
    const id = await save(buyer);
    const lists = await call(buyer, 'GET', '/api/bom/lists');
    expect(lists.json().items).toEqual([expect.objectContaining({ id, name: 'Bench supply', lineCount: 3, openLines: 3 })]);
    expect((await call(other, 'GET', '/api/bom/lists')).json().items).toEqual([]);
  });

  it('a saved list shows each line with its current matches', async () => {
    const seller = await insertUser(t.database.db, { name: 'Rafiq' });
    const regulator = await insertListing(t.database.db, seller.id, { partNumber: 'LM317-T', quantity: 5, resalePrice: 4500 });
    const id = await save(buyer);
    const res = await call(buyer, 'GET', `/api/bom/lists/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as WantedList;
    expect(list.lines.map((l) => [l.line, l.partNumber, l.quantity, l.closed, l.matched])).toEqual([
      [1, 'LM317T', 3, false, true],
      [2, null, 20, false, false],
      [3, 'XQZ9999QQ', 1, false, false],
    ]);
    expect(list.lines[0]!.best).toEqual({ productId: regulator.id, units: 3, lineTotal: 13500, short: false });
    expect(list.sellers).toEqual([expect.objectContaining({ seller: expect.objectContaining({ name: 'Rafiq' }), subtotal: 13500 })]);
    expect(list.total).toBe(13500);
  });

  it("someone else's list is not found, to read, change or delete", async () => {
    const id = await save(buyer);
    const lineId = (await call(buyer, 'GET', `/api/bom/lists/${id}`)).json().lines[0].id as string;
    expect((await call(other, 'GET', `/api/bom/lists/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'PATCH', `/api/bom/lists/${id}/lines/${lineId}`, { closed: true })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/bom/lists/${id}`)).statusCode).toBe(404);
    expect((await call(buyer, 'GET', `/api/bom/lists/${id}`)).json().lines[0].closed).toBe(false);
  });

  it('the owner closes a line (it is no longer matched), opens it again, and deletes the list', async () => {
    const seller = await insertUser(t.database.db, { name: 'Rafiq' });
    await insertListing(t.database.db, seller.id, { partNumber: 'LM317T', resalePrice: 4500 });
    const id = await save(buyer);
    const lineId = (await call(buyer, 'GET', `/api/bom/lists/${id}`)).json().lines[0].id as string;
    const closed = await call(buyer, 'PATCH', `/api/bom/lists/${id}/lines/${lineId}`, { closed: true });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().lines[0]).toMatchObject({ id: lineId, closed: true, matched: false, offers: [] });
    expect(closed.json().total).toBe(0);
    expect((await call(buyer, 'GET', '/api/bom/lists')).json().items[0]).toMatchObject({ lineCount: 3, openLines: 2 });
    const reopened = await call(buyer, 'PATCH', `/api/bom/lists/${id}/lines/${lineId}`, { closed: false });
    expect(reopened.json().lines[0]).toMatchObject({ closed: false, matched: true });

    expect((await call(buyer, 'DELETE', `/api/bom/lists/${id}`)).statusCode).toBe(200);
    expect((await call(buyer, 'GET', `/api/bom/lists/${id}`)).statusCode).toBe(404);
    expect((await call(buyer, 'GET', '/api/bom/lists')).json().items).toEqual([]);
  });

  it('tampered requests get 400 naming the field', async () => {
    const noName = await call(buyer, 'POST', '/api/bom/lists', { text: BOM });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.fields).toHaveProperty('name');
    const noText = await call(buyer, 'POST', '/api/bom/lists', { name: 'Mine' });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().error.fields).toHaveProperty('text');
    const tooMany = await call(buyer, 'POST', '/api/bom/lists', { name: 'Mine', text: Array.from({ length: 201 }, (_, i) => `PART${i}X`).join('\n') });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields.text).toContain('200');

    const badId = await call(buyer, 'GET', '/api/bom/lists/not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.fields).toHaveProperty('id');
    const id = await save(buyer);
    const badLine = await call(buyer, 'PATCH', `/api/bom/lists/${id}/lines/42`, { closed: true });
    expect(badLine.statusCode).toBe(400);
    expect(badLine.json().error.fields).toHaveProperty('lineId');
    const lineId = (await call(buyer, 'GET', `/api/bom/lists/${id}`)).json().lines[0].id as string;
    const notBoolean = await call(buyer, 'PATCH', `/api/bom/lists/${id}/lines/${lineId}`, { closed: 'yes' });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().error.fields).toHaveProperty('closed');
    // Nothing was saved by the refused requests.
    expect((await call(buyer, 'GET', '/api/bom/lists')).json().items).toHaveLength(1);
  });
});
