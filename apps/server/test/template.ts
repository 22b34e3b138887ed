import { sql } from 'drizzle-orm';
import { rowsOf, type DatabaseHandle } from '../src/db/client.ts';
import { seedDatabase } from '../src/db/prepare.ts';
import { syncPriceBands } from '../src/db/price-bands.ts';

/** How the API tests' databases are seeded: categories, no demo market (tests make their own rows). */
export const TEST_SEED = { seedDemo: false, currency: 'BDT' } as const;

/**
 * Puts a database back to the state the template was made in: every table emptied and the
 * template's seed run again. Cheaper by far than a new copy (TRUNCATE is milliseconds; loading a
 * PGlite image is most of a second), so each test still starts from a fresh database.
 */
export async function resetToTemplate(handle: DatabaseHandle): Promise<void> {
  const result = await rowsOf<{ name: string }>(handle.db, sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`);
  const tables = result.map((r) => r.name);
  if (tables.length > 0) {
    await handle.db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
  }
  // A test may have put another currency's price bands in (a no-op when it did not).
  await syncPriceBands(handle.db, TEST_SEED.currency);
  await seedDatabase(handle, TEST_SEED);
}
