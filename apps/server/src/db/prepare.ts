import type { DatabaseHandle } from './client.ts';
import { runMigrations } from './migrate.ts';
import { seedCategories, seedDemo } from './seed/index.ts';

/** Everything a database needs before the app serves from it: schema, categories, demo data. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  opts: { seedDemo: boolean; currency: string },
): Promise<void> {
  await runMigrations(handle);
  await seedCategories(handle.db);
  if (opts.seedDemo) await seedDemo(handle.db, opts.currency);
}
