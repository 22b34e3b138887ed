import { sql } from 'drizzle-orm';
import { rowsOf, type DatabaseHandle } from '#server/db/client.ts';
import { seedDatabase } from '#server/db/prepare.ts';
import { syncPriceBands } from '#server/db/price-bands.ts';

/** How the API tests' databases are seeded: categories, no demo market (tests make their own rows). */
export const TEST_SEED = { seedDemo: false, currency: 'BDT' } as const;

/** Whether DELETE could be used (the role may silence triggers), so later resets skip straight to TRUNCATE if not. */
let deleteWorks = true;

/**
 * Puts a database back to the state the template was made in: every table emptied and the
 * template's seed run again. Cheaper by far than a new copy (loading a PGlite image is most of a
 * second), so each test still starts from a fresh database.
 *
 * DELETE, not TRUNCATE: TRUNCATE gives every table and index a new file, which on PostgreSQL
 * cost ~130 ms a test for tables holding a few rows; deleting those rows takes a few. With the
 * session in replica mode, triggers stay quiet — foreign keys (so the order does not matter) and
 * the listing counters (which would write rows back). That takes a superuser, as the test
 * databases' owner is here; any other role gets TRUNCATE.
 */
export async function resetToTemplate(handle: DatabaseHandle): Promise<void> {
  const tables = await publicTables(handle);
  const emptied = tables.length === 0 || (deleteWorks && (await emptiedByDelete(handle, tables)));
  if (!emptied) await handle.db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
  // A test may have put another currency's price bands in (a no-op when it did not).
  await syncPriceBands(handle.db, TEST_SEED.currency);
  await seedDatabase(handle, TEST_SEED);
}

/** Every table of the app's schema, its name quoted for SQL. */
export async function publicTables(handle: DatabaseHandle): Promise<string[]> {
  return (await rowsOf<{ name: string }>(handle.db, sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`)).map((r) => r.name);
}

async function emptiedByDelete(handle: DatabaseHandle, tables: string[]): Promise<boolean> {
  const deletes = tables.map((name) => `DELETE FROM ${name};`).join(' ');
  try {
    // One statement, one round trip; SET LOCAL ends with it.
    await handle.db.execute(
      sql.raw(
        `DO $reset$ BEGIN SET LOCAL session_replication_role = replica; ${deletes} ` +
          `PERFORM setval(format('public.%I', sequencename)::regclass, start_value, false) FROM pg_sequences WHERE schemaname = 'public'; END $reset$`,
      ),
    );
    return true;
  } catch (err) {
    // 42501: not allowed to set the replication role.
    if ((err as { cause?: { code?: string } }).cause?.code !== '42501') throw err;
    deleteWorks = false;
    return false;
  }
}
