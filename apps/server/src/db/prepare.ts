import type { DatabaseHandle } from './client.ts';
import { runMigrations } from './migrate.ts';
import { syncPriceBands } from './price-bands.ts';
import { seedCategories, seedDemo } from './seed/index.ts';

export type SeedOptions = { seedDemo: boolean; currency: string };

/** The rows every database starts with: the categories and, when asked, the demo market. */
export async function seedDatabase(handle: DatabaseHandle, opts: SeedOptions): Promise<void> {
  await seedCategories(handle.db);
  if (opts.seedDemo) await seedDemo(handle.db, opts.currency);
}

/** Everything a database needs before the app serves from it: schema, categories, demo data. */
export async function prepareDatabase(handle: DatabaseHandle, opts: SeedOptions): Promise<void> {
  await runMigrations(handle);
  await syncPriceBands(handle.db, opts.currency);
  await seedDatabase(handle, opts);
}
