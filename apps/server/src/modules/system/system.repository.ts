import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { migrationsApplied } from '#server/db/migrate.ts';

export function createSystemRepository(db: Database) {
  return {
    /** A round trip to the database: throws when it cannot answer. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
    /** Whether every committed migration has run: throws when the database cannot answer. */
    migrated: () => migrationsApplied(db),
  };
}
