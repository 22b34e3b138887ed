import type { BomMatchResult } from '@reboard/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { requestAs } from '#test/auth.ts';
import { insertListing, insertUser } from '#test/factories.ts';
import { products } from '#server/db/schema/index.ts';

let t: TestContext;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** A guest matches a BOM: anyone may. */
async function match(text: string): Promise<BomMatchResult> {
  const res = await requestAs(t.app, null, 'POST', '/api/bom/match', { text });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function seller(name: string, verified = false) {
  return insertUser(t.database.db, { name, role: 'seller', sellerVerified: verified });
}

describe('BOM search', () => {
  it('a line finds listings by any spelling of their part number, both ways round', async () => {
    const rafiq = await seller('Rafiq');
    const karim = await seller('Karim');
    const dashed = await insertListing(t.database.db, rafiq.id, { name: 'Voltage regulator', partNumber: 'lm317-t', quantity: 10, resalePrice: 5000 });
    const plain = await insertListing(t.database.db, karim.id, { name: 'Regulator IC', partNumber: 'LM317T', quantity: 10, resalePrice: 4000 });

    const { lines } = await match('LM317T 3\nlm317-t, 2');
    for (const line of lines) {
      expect(line).toMatchObject({ matched: true, matchedBy: 'part_number' });
      expect(line.offers.map((o) => o.productId).sort()).toEqual([dashed.id, plain.id].sort());
    }
    // The cheaper one, with enough units, is the best choice.
    expect(lines[0]).toMatchObject({ line: 1, partNumber: 'LM317T', quantity: 3, best: { productId: plain.id, units: 3, lineTotal: 12000, short: false } });
    expect(lines[1]).toMatchObject({ line: 2, partNumber: 'lm317-t', quantity: 2, best: { productId: plain.id, lineTotal: 8000 } });
  });

  it('a line nothing matches says so; a description without a part number is searched', async () => {
    const rafiq = await seller('Rafiq');
    const board = await insertListing(t.database.db, rafiq.id, { name: 'ESP32 dev board with USB', resalePrice: 90000 });
    const { lines, total, matchedLines } = await match('XQZ9999QQ 2\nESP32 dev board, 1');
    expect(lines[0]).toEqual({ line: 1, partNumber: 'XQZ9999QQ', description: 'XQZ9999QQ', quantity: 2, matched: false, matchedBy: null, offers: [], best: null });
    expect(lines[1]).toMatchObject({ matched: true, matchedBy: 'search', best: { productId: board.id, lineTotal: 90000 } });
    expect(lines[1]!.offers[0]).toMatchObject({ name: 'ESP32 dev board with USB', seller: { id: rafiq.id, name: 'Rafiq' }, unitPrice: 90000, available: 1 });
    expect({ total, matchedLines }).toEqual({ total: 90000, matchedLines: 1 });
  });

  it('enough units beat a lower price; held, sold and deleted units are not offered; too few are said to be too few', async () => {
    const rafiq = await seller('Rafiq');
    const karim = await seller('Karim', true);
    const few = await insertListing(t.database.db, rafiq.id, { partNumber: 'NE555', quantity: 5, resalePrice: 1000 });
    // Karim's lot of 5 has 3 booked: 2 others can book.
    const held = await insertListing(t.database.db, karim.id, { partNumber: 'NE-555', quantity: 5, resalePrice: 800 });
    await t.database.db.update(products).set({ held: 3, heldUntil: new Date(Date.now() + 3_600_000) }).where(eq(products.id, held.id));
    await insertListing(t.database.db, karim.id, { partNumber: 'NE555', status: 'sold', quantity: 0, resalePrice: 10 });
    await insertListing(t.database.db, karim.id, { partNumber: 'NE555', deletedAt: new Date(), resalePrice: 10 });

    const { lines } = await match('NE555 4\nNE555 1\nNE555 9');
    expect(lines[0]!.offers.map((o) => [o.productId, o.available])).toEqual([
      [few.id, 5],
      [held.id, 2],
    ]);
    expect(lines[0]!.best).toEqual({ productId: few.id, units: 4, lineTotal: 4000, short: false });
    expect(lines[1]!.best).toEqual({ productId: held.id, units: 1, lineTotal: 800, short: false });
    // Nobody has nine: the best gives what it has, and says it is short.
    expect(lines[2]!.best).toEqual({ productId: few.id, units: 5, lineTotal: 5000, short: true });
  });

  it('groups by seller: each seller with the lines their own best listings fill, most lines first, and the grand total of the best choices', async () => {
    const rafiq = await seller('Rafiq');
    const karim = await seller('Karim');
    await insertListing(t.database.db, rafiq.id, { partNumber: 'AMS1117-3.3', quantity: 20, resalePrice: 2000 });
    await insertListing(t.database.db, rafiq.id, { partNumber: '1N4148', quantity: 50, resalePrice: 300 });
    await insertListing(t.database.db, rafiq.id, { partNumber: '1N4148', quantity: 50, resalePrice: 250 });
    await insertListing(t.database.db, rafiq.id, { partNumber: 'W25Q128JVSIQ', quantity: 3, resalePrice: 15000 });
    await insertListing(t.database.db, karim.id, { partNumber: '1n4148', quantity: 100, resalePrice: 200 });
    await insertListing(t.database.db, karim.id, { partNumber: 'W25Q128-JVSIQ', quantity: 1, resalePrice: 12000 });

    const result = await match('Comment,Designator,Footprint,LCSC Part #,Quantity\nAMS1117-3.3,U1,SOT-223,C6186,2\n1N4148,"D1,D2,D3,D4",SOD-123,C81598,4\nW25Q128JVSIQ,U2,SOIC-8,C97521,2\nNOPE123ZZ,U3,SOIC-8,,1');
    expect(result.sellers.map((s) => [s.seller.name, s.lines.map((l) => [l.line, l.units, l.lineTotal]), s.subtotal])).toEqual([
      [
        'Rafiq',
        [
          [2, 2, 4000],
          [3, 4, 1000],
          [4, 2, 30000],
        ],
        35000,
      ],
      [
        'Karim',
        [
          [3, 4, 800],
          [4, 1, 12000],
        ],
        12800,
      ],
    ]);
    // Best per line: Rafiq's regulator, Karim's diodes, Rafiq's flash (Karim has only one): 4000 + 800 + 30000.
    expect(result.total).toBe(34800);
    expect(result.matchedLines).toBe(3);
    expect(result.lines[3]).toMatchObject({ matched: false, best: null });
  });

  it('refuses a BOM without text, with nothing in it, or over 200 lines, naming the field', async () => {
    const missing = await requestAs(t.app, null, 'POST', '/api/bom/match', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('text');
    const blank = await requestAs(t.app, null, 'POST', '/api/bom/match', { text: '   \n  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toHaveProperty('text');
    const tooMany = await requestAs(t.app, null, 'POST', '/api/bom/match', { text: Array.from({ length: 201 }, (_, i) => `PART${i}X 1`).join('\n') });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields.text).toContain('200');
    const stray = await requestAs(t.app, null, 'POST', '/api/bom/match', { text: 'LM317T 1', extra: true });
    expect(stray.statusCode).toBe(400);
    // 200 lines is the limit, not over it (one part on each: one lookup, no searches).
    const full = await requestAs(t.app, null, 'POST', '/api/bom/match', { text: Array.from({ length: 200 }, () => 'LM317T 1').join('\n') });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().lines).toHaveLength(200);
  });
});
