import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { rowsOf, type Database, type DatabaseHandle } from './client.ts';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Applies the committed drizzle-kit migrations that this database has not seen yet. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, config);
  } else {
    await migratePg(handle.db as never, config);
  }
}

let newest: number | undefined;

/**
 * Whether the database has every committed migration, read from the table drizzle's migrator
 * keeps (it applies the files newer than the newest row, so comparing that row is its own test).
 * The journal alone gives the newest file's time, without reading and hashing every file as the
 * migrator does. Throws when the database does not answer.
 */
export async function migrationsApplied(db: Database): Promise<boolean> {
  newest ??= Math.max(
    ...(JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] }).entries.map(
      (e) => e.when,
    ),
  );
  try {
    const [row] = await rowsOf<{ last: string | null }>(db, sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
    return Number(row?.last ?? 0) >= newest;
  } catch (err) {
    // No table (or no schema) yet: nothing has been migrated.
    const code = (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (code === '42P01' || code === '3F000') return false;
    throw err;
  }
}
