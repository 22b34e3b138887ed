import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/client.ts';
import { createTestApp, type TestContext } from './app.ts';
import { sellerBuyerAndListing } from './market.ts';
import { publicTables, resetToTemplate } from './template.ts';

let t: TestContext;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** How many rows each table holds. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await publicTables(t.database);
  const counts = await rowsOf<{ name: string; n: number }>(
    t.database.db,
    sql.raw(tables.map((name) => `select '${name}' as name, count(*)::int as n from ${name}`).join(' union all ')),
  );
  return Object.fromEntries(counts.map(({ name, n }) => [name, n]));
}

describe('the reset between tests', () => {
  it('gives back the template’s rows, including what triggers wrote', async () => {
    const template = await rowCounts();
    // Accounts, a listing (whose trigger counts it in listing_counters) and its sessions.
    await sellerBuyerAndListing(t);
    const used = await rowCounts();
    expect(used['listing_counters']).toBeGreaterThan(template['listing_counters'] ?? 0);
    expect(used['"user"']).toBe((template['"user"'] ?? 0) + 2);

    await resetToTemplate(t.database);

    expect(await rowCounts()).toEqual(template);
  });
});
