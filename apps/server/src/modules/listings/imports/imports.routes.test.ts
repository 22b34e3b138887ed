import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { requestAs, signUp, type SignedIn } from '#test/auth.ts';
import { insertListing } from '#test/factories.ts';
import { csvOf, goodRow, HEADER, problemsOf, uploadAndCheck } from '#test/listing-imports.ts';
import { listingSpecs, products } from '#server/db/schema/index.ts';

let t: TestContext;
let seller: SignedIn;

beforeEach(async () => {
  t = await createTestApp({ JOB_POLL_MS: '20', JOB_RETRY_MS: '20' });
  seller = await signUp(t.app, { role: 'seller', name: 'Rafiq Seller' });
});
afterEach(() => t.close());

const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => requestAs(t.app, who, method, url, payload);

/** The seller's listings not deleted, as stored. */
const listingsOf = (sellerId: string) =>
  t.database.db
    .select({ id: products.id, name: products.name, sku: products.sku, price: products.resalePrice, quantity: products.quantity, status: products.status })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), isNull(products.deletedAt)));

/** Three good rows (rows 2, 4 and 6 of the file) and two bad ones (rows 3 and 5). */
const MIXED = csvOf([
  goodRow({ name: 'ESP32 dev board', sku: 'ESP-001', price: '৳1,500' }),
  goodRow({ name: 'W5500 Ethernet module', price: 'cheap', 'year purchased': '2090' }),
  goodRow({ name: 'Capacitor lot 10uF', price: '১২০০', quantity: '৫০', capacitance: '10uF' }),
  goodRow({ name: 'Mystery board', category: 'Toasters', capacitance: '10 apples' }),
  goodRow({ name: 'nRF24L01 radio', sku: 'NRF-1', quantity: '12' }),
]);

describe('listing from a spreadsheet', () => {
  it('names each bad row by row and column, and publishes nothing until every row is fixed or skipped', async () => {
    const view = await uploadAndCheck(t, seller, MIXED);

    expect(view).toMatchObject({ status: 'ready', total: 5, checked: 5, counts: { valid: 3, withProblems: 2, skipped: 0 } });
    expect(problemsOf(view)).toEqual([
      '3 price validation.amount.number',
      '3 yearPurchased validation.listing.yearInFuture',
      '5 category imports.error.unknownCategory',
    ]);
    // Cells are kept exactly as typed, whatever they were read as.
    expect(view.rows[0]!.cells).toMatchObject({ name: 'ESP32 dev board', price: '৳1,500', sku: 'ESP-001' });
    expect(view.rows[2]!.cells).toMatchObject({ price: '১২০০', quantity: '৫০', capacitance: '10uF' });

    const refused = await call(seller, 'POST', `/api/listings/imports/${view.id}/publish`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'IMPORT_HAS_PROBLEMS', message: '2 rows still have problems. Fix or skip them first.' });
    expect(await listingsOf(seller.id)).toEqual([]);
  });

  it('reads a specification against the row’s category, and names the bad one by its column', async () => {
    const view = await uploadAndCheck(t, seller, csvOf([goodRow({ capacitance: '10 apples' }), goodRow({ capacitance: '25V' })]));
    expect(problemsOf(view)).toEqual(['2 capacitance validation.spec.enterSuchAs', '3 capacitance validation.spec.wrongUnit']);
  });

  it('a fixed row is checked again at once; with the rest skipped or fixed, publishing lists them all in one go', async () => {
    const view = await uploadAndCheck(t, seller, MIXED);

    const fixed = await call(seller, 'PATCH', `/api/listings/imports/${view.id}/rows/3`, {
      cells: { ...view.rows[1]!.cells, price: '2,500', yearPurchased: '2021' },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().rows[1]).toMatchObject({ line: 3, problems: [], cells: { price: '2,500', yearPurchased: '2021' } });
    const stillBad = await call(seller, 'PATCH', `/api/listings/imports/${view.id}/rows/5`, { cells: { ...view.rows[3]!.cells, category: 'মেমোরি ও স্টোরেজ' } });
    // A Bengali category name is read; its capacitance (any category may state one) is still wrong.
    expect(stillBad.json().rows[3].problems).toEqual([expect.objectContaining({ column: 'capacitance', message: 'validation.spec.enterSuchAs' })]);
    const skipped = await call(seller, 'PATCH', `/api/listings/imports/${view.id}/rows/5`, { skip: true });
    expect(skipped.json().counts).toEqual({ valid: 4, withProblems: 0, skipped: 1 });

    const published = await call(seller, 'POST', `/api/listings/imports/${view.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', created: 4, updated: 0 });

    const listed = await listingsOf(seller.id);
    expect(listed.map((l) => [l.name, l.price, l.quantity, l.sku]).sort()).toEqual([
      ['Capacitor lot 10uF', 120000, 50, null],
      ['ESP32 dev board', 150000, 3, 'ESP-001'],
      ['W5500 Ethernet module', 250000, 3, null],
      ['nRF24L01 radio', 65000, 12, 'NRF-1'],
    ]);
    const lot = listed.find((l) => l.name === 'Capacitor lot 10uF')!;
    expect(await t.database.db.select({ key: listingSpecs.key, value: listingSpecs.value }).from(listingSpecs).where(eq(listingSpecs.productId, lot.id))).toEqual([
      { key: 'capacitance', value: '10 µF' },
    ]);
    // On the storefront at once, and findable by its specification.
    const search = (await t.app.inject({ method: 'GET', url: '/api/products?q=10uF' })).json();
    expect(search.items.map((p: { name: string }) => p.name)).toContain('Capacitor lot 10uF');

    const again = await call(seller, 'POST', `/api/listings/imports/${view.id}/publish`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('IMPORT_PUBLISHED');
    expect(await listingsOf(seller.id)).toHaveLength(4);
    const late = await call(seller, 'PATCH', `/api/listings/imports/${view.id}/rows/2`, { skip: true });
    expect(late.statusCode).toBe(409);
  });

  it('a re-upload with the same SKU updates those listings (price, quantity) instead of adding new ones', async () => {
    const first = await uploadAndCheck(t, seller, csvOf([goodRow({ sku: 'ESP-001', price: '650', quantity: '3' }), goodRow({ name: 'nRF24L01 radio', sku: 'NRF-1' })]));
    expect((await call(seller, 'POST', `/api/listings/imports/${first.id}/publish`)).statusCode).toBe(200);
    const before = await listingsOf(seller.id);

    const second = await uploadAndCheck(t, seller, csvOf([goodRow({ sku: 'ESP-001', price: '700', quantity: '10' }), goodRow({ name: 'HC-05 Bluetooth', sku: 'HC-05' })]));
    expect(second.rows.map((r) => [r.line, r.updates])).toEqual([
      [2, true],
      [3, false],
    ]);
    const published = await call(seller, 'POST', `/api/listings/imports/${second.id}/publish`);
    expect(published.json()).toMatchObject({ status: 'published', created: 1, updated: 1 });

    const after = await listingsOf(seller.id);
    expect(after).toHaveLength(3);
    const esp = after.find((l) => l.sku === 'ESP-001')!;
    expect(esp).toMatchObject({ id: before.find((l) => l.sku === 'ESP-001')!.id, price: 70000, quantity: 10, status: 'active' });
  });

  it('a SKU of a listing that is sold is a problem on that row, not an update', async () => {
    await insertListing(t.database.db, seller.id, { sku: 'OLD-1', status: 'sold', quantity: 0 });
    const view = await uploadAndCheck(t, seller, csvOf([goodRow({ sku: 'OLD-1' }), goodRow({ sku: 'DUP' }), goodRow({ sku: 'DUP' })]));
    expect(problemsOf(view)).toEqual(['2 sku imports.error.skuNotForSale', '3 sku imports.error.duplicateSku', '4 sku imports.error.duplicateSku']);
    // Skipping one of the two rows with the same SKU ends the clash for the other.
    const skipped = (await call(seller, 'PATCH', `/api/listings/imports/${view.id}/rows/4`, { skip: true })).json();
    expect(skipped.rows[1].problems).toEqual([]);
  });

  it('reads the template as it is downloaded: a CSV attachment whose example rows pass', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/listings/imports/template.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    const view = await uploadAndCheck(t, seller, res.body);
    expect(view).toMatchObject({ status: 'ready', total: 2, counts: { valid: 2, withProblems: 0, skipped: 0 }, ignoredColumns: [] });
  });

  it('reads a paste from a spreadsheet (tabs) and says which headers it left out', async () => {
    const text = [[...HEADER, 'colour'], [...goodRow(), 'blue']].map((row) => row.join('\t')).join('\r\n');
    const view = await uploadAndCheck(t, seller, text);
    expect(view).toMatchObject({ status: 'ready', counts: { valid: 1 }, ignoredColumns: ['colour'] });
  });

  it('a file that is not a table fails with the reason', async () => {
    expect(await uploadAndCheck(t, seller, 'colour,size\nblue,big')).toMatchObject({ status: 'failed', error: 'imports.error.noColumns', rows: [] });
    expect(await uploadAndCheck(t, seller, HEADER.join(','))).toMatchObject({ status: 'failed', error: 'imports.error.noRows' });
  });
});
