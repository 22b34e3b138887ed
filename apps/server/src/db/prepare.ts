import type { DatabaseHandle } from './client.ts';
import { migrationsApplied, runMigrations } from './migrate.ts';
import { syncPriceBands } from './price-bands.ts';
import { fillQuantityText } from './quantity-text.ts';
import { demoSeeded, seedCategories, seedDemo } from './seed/index.ts';

export type SeedOptions = { seedDemo: boolean; currency: string };

/** The rows every database starts with: the categories and, when asked, the demo market. */
export async function seedDatabase(handle: DatabaseHandle, opts: SeedOptions): Promise<void> {
  await seedCategories(handle.db);
  if (opts.seedDemo) await seedDemo(handle.db, opts.currency);
}

/** Instances preparing one PostgreSQL database take turns on this advisory lock key ("reboard" in ASCII). */
export const PREPARE_LOCK_KEY = 0x7265626f617264n;

/**
 * Everything a database needs before the app serves from it: schema, categories, demo data.
 * Instances starting together on one database take turns, so the migrations and the demo data
 * go in once: drizzle's migrator and the demo seed check first and write after, which two at
 * once would both pass (the loser failing its start on a duplicate key).
 */
export async function prepareDatabase(handle: DatabaseHandle, opts: SeedOptions): Promise<void> {
  // Most starts find it done: no lock, no migrator (which reads and hashes every file), no demo
  // data loaded; what remains is safe for several at once (price bands have their own lock).
  if ((await migrationsApplied(handle.db)) && (!opts.seedDemo || (await demoSeeded(handle.db)))) {
    await syncPriceBands(handle.db, opts.currency);
    await seedCategories(handle.db);
    await fillQuantityText(handle.db);
    return;
  }
  await handle.exclusively(PREPARE_LOCK_KEY, async () => {
    await runMigrations(handle);
    await syncPriceBands(handle.db, opts.currency);
    await seedDatabase(handle, opts);
    // Rows written before the quantity words (and the demo seed's) get them here.
    await fillQuantityText(handle.db);
  });
}
