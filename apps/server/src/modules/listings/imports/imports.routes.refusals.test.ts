import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { requestAs, signUp, type SignedIn } from '#test/auth.ts';
import { csvOf, goodRow, uploadAndCheck, type ImportView } from '#test/listing-imports.ts';
import { listingImports, products } from '#server/db/schema/index.ts';
import { allowedBeforeRefusal } from '#test/rate-limits.ts';
import { UPLOADS_PER_MINUTE } from './imports.routes.ts';

let t: TestContext;
let seller: SignedIn;
let otherSeller: SignedIn;
let buyer: SignedIn;
let view: ImportView;

beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_MS: '20', JOB_RETRY_MS: '20' });
  seller = await signUp(t.app, { role: 'seller' });
  otherSeller = await signUp(t.app, { role: 'seller' });
  buyer = await signUp(t.app, { role: 'buyer' });
  view = await uploadAndCheck(t, seller, csvOf([goodRow(), goodRow({ price: 'free' })]));
});
afterAll(() => t.close());

const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => requestAs(t.app, who, method, url, payload);
const importsCount = async () => (await t.database.db.select({ n: count() }).from(listingImports))[0]!.n;

describe('who may use a spreadsheet upload', () => {
  it('a guest is asked to sign in and a buyer is refused, for every call', async () => {
    for (const [who, status] of [
      [null, 401],
      [buyer, 403],
    ] as const) {
      expect((await call(who, 'POST', '/api/listings/imports', { text: csvOf([goodRow()]) })).statusCode).toBe(status);
      expect((await call(who, 'GET', `/api/listings/imports/${view.id}`)).statusCode).toBe(status);
      expect((await call(who, 'PATCH', `/api/listings/imports/${view.id}/rows/2`, { skip: true })).statusCode).toBe(status);
      expect((await call(who, 'POST', `/api/listings/imports/${view.id}/publish`)).statusCode).toBe(status);
    }
  });

  it('another seller cannot see, change or publish it: it does not exist for them', async () => {
    expect((await call(otherSeller, 'GET', `/api/listings/imports/${view.id}`)).statusCode).toBe(404);
    expect((await call(otherSeller, 'PATCH', `/api/listings/imports/${view.id}/rows/3`, { skip: true })).statusCode).toBe(404);
    expect((await call(otherSeller, 'POST', `/api/listings/imports/${view.id}/publish`)).statusCode).toBe(404);
    const mine = (await call(seller, 'GET', `/api/listings/imports/${view.id}`)).json();
    expect(mine.rows[1]).toMatchObject({ skip: false });
    expect((await t.database.db.select({ n: count() }).from(products).where(eq(products.sellerId, seller.id)))[0]!.n).toBe(0);
  });
});

describe('a tampered request is refused with the field named, never a 500', () => {
  it('an upload without text, with empty text or with text of another type: 400 naming text', async () => {
    const before = await importsCount();
    for (const payload of [{}, { text: '' }, { text: '   \n ' }, { text: 42 }]) {
      const res = await call(seller, 'POST', '/api/listings/imports', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(['text']);
    }
    expect(await importsCount()).toBe(before);
  });

  it('1 001 rows: 413 naming the limit, and nothing stored', async () => {
    const before = await importsCount();
    const res = await call(seller, 'POST', '/api/listings/imports', { text: csvOf(Array.from({ length: 1001 }, () => goodRow())) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'TOO_MANY_ROWS', message: expect.stringContaining('at most 1000') });
    expect(await importsCount()).toBe(before);
    // Exactly the limit is taken.
    const ok = await call(seller, 'POST', '/api/listings/imports', { text: csvOf(Array.from({ length: 1000 }, () => goodRow())) });
    expect(ok.statusCode).toBe(202);
    expect(ok.json().total).toBe(1000);
  });

  it('a row that is not there: 404; a row number that is not a number: 400 naming line', async () => {
    const missing = await call(seller, 'PATCH', `/api/listings/imports/${view.id}/rows/99`, { skip: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('There is no such row in this upload.');
    const word = await call(seller, 'PATCH', `/api/listings/imports/${view.id}/rows/two`, { skip: true });
    expect(word.statusCode).toBe(400);
    expect(Object.keys(word.json().error.fields)).toEqual(['line']);
  });

  it('a change with neither cells nor skip, a skip that is not yes or no, or a column that does not exist: 400 naming it', async () => {
    const url = `/api/listings/imports/${view.id}/rows/3`;
    const empty = await call(seller, 'PATCH', url, {});
    expect([empty.statusCode, Object.keys(empty.json().error.fields)]).toEqual([400, ['cells']]);
    const skip = await call(seller, 'PATCH', url, { skip: 'yes' });
    expect([skip.statusCode, Object.keys(skip.json().error.fields)]).toEqual([400, ['skip']]);
    const unknown = await call(seller, 'PATCH', url, { cells: { name: 'x', colour: 'blue' } });
    expect([unknown.statusCode, Object.keys(unknown.json().error.fields)]).toEqual([400, ['cells.colour']]);
    const control = await call(seller, 'PATCH', url, { cells: { name: 'bad\u0000name' } });
    expect(control.statusCode).toBe(400);
  });

  it('an id that is not an upload: 404', async () => {
    expect((await call(seller, 'GET', '/api/listings/imports/0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e99')).statusCode).toBe(404);
    expect((await call(seller, 'GET', '/api/listings/imports/not-an-id!')).statusCode).toBe(404);
    expect((await call(seller, 'POST', '/api/listings/imports/0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e99/publish')).statusCode).toBe(404);
  });
});

// Last in the file: once refused, uploads from here wait a minute.
describe('how often', () => {
  it(`a seller may upload ${UPLOADS_PER_MINUTE} spreadsheets a minute; the next is told to slow down, and nothing more is stored`, async () => {
    const busy = await signUp(t.app, { role: 'seller' });
    const before = await importsCount();
    const allowed = await allowedBeforeRefusal((i) => call(busy, 'POST', '/api/listings/imports', { text: csvOf([goodRow({ name: `Board ${i}` })]) }), {
      max: UPLOADS_PER_MINUTE + 2,
      status: 202,
    });
    expect(allowed).toBe(UPLOADS_PER_MINUTE);
    expect(await importsCount()).toBe(before + UPLOADS_PER_MINUTE);
  });
});
