import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { uploads } from '#server/db/schema/uploads.ts';

/** Who uploaded which picture, and whether it was ever put to use. */
/** Uploads and their owners, until a listing or a profile uses them (or the sweep deletes them). */
export interface UploadsRepository {
  insert(key: string, ownerId: string, exec: Executor): Promise<void>;
  claim(ownerId: string, keys: string[], exec: Executor): Promise<Set<string>>;
  deleteUnused(key: string): Promise<'deleted' | 'used' | 'gone'>;
}

export function createUploadsRepository(db: Database): UploadsRepository {
  return {
    async insert(key: string, ownerId: string, exec: Executor): Promise<void> {
      await exec.insert(uploads).values({ key, ownerId });
    },

    /**
     * Marks the owner's uploads among `keys` as used and returns those it marked; a key that
     * is someone else's (or nobody's) is left out. Locks the rows, so the sweep cannot take one
     * that is being attached.
     */
    async claim(ownerId: string, keys: string[], exec: Executor): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await exec
        .update(uploads)
        .set({ usedAt: sql`coalesce(${uploads.usedAt}, now())` })
        .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.key, keys)))
        .returning({ key: uploads.key });
      return new Set(rows.map((r) => r.key));
    },

    /**
     * Deletes the upload's row unless it was used: 'deleted', 'used' (kept), or 'gone' (an
     * earlier attempt deleted the row, and its files may still be there).
     */
    async deleteUnused(key: string): Promise<'deleted' | 'used' | 'gone'> {
      const deleted = await db.delete(uploads).where(and(eq(uploads.key, key), isNull(uploads.usedAt))).returning({ key: uploads.key });
      if (deleted.length > 0) return 'deleted';
      const [kept] = await db.select({ key: uploads.key }).from(uploads).where(eq(uploads.key, key));
      return kept ? 'used' : 'gone';
    },
  };
}
