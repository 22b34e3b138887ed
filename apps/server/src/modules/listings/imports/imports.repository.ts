import type { ImportRow } from '@reboard/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { listingImports } from '#server/db/schema/imports.ts';

export type ImportRecord = typeof listingImports.$inferSelect;
/** A seller's spreadsheet uploads (the listings that a publish writes go through listings.repository). */
export interface ImportsRepository {
  insert(values: { sellerId: string; source: string; total: number }, exec: Executor): Promise<ImportRecord>;
  find(id: string, sellerId: string, exec?: Executor): Promise<ImportRecord | undefined>;
  byId(id: string): Promise<ImportRecord | undefined>;
  lock(id: string, sellerId: string, tx: Executor): Promise<ImportRecord | undefined>;
  progress(id: string, checked: number): Promise<void>;
  ready(id: string, rows: ImportRow[]): Promise<void>;
  failed(id: string, error: string): Promise<void>;
  saveRows(id: string, rows: ImportRow[], exec?: Executor): Promise<void>;
  published(id: string, counts: { created: number; updated: number }, tx: Executor): Promise<void>;
}

export function createImportsRepository(db: Database): ImportsRepository {
  const owned = (id: string, sellerId: string) => and(eq(listingImports.id, id), eq(listingImports.sellerId, sellerId));

  return {
    async insert(values: { sellerId: string; source: string; total: number }, exec: Executor): Promise<ImportRecord> {
      const [row] = await exec.insert(listingImports).values(values).returning();
      return row!;
    },

    /** The seller's import; undefined when it is not there or not theirs. */
    async find(id: string, sellerId: string, exec: Executor = db): Promise<ImportRecord | undefined> {
      const [row] = await exec.select().from(listingImports).where(owned(id, sellerId));
      return row;
    },

    /** Any seller's import, for the job that checks it. */
    async byId(id: string): Promise<ImportRecord | undefined> {
      const [row] = await db.select().from(listingImports).where(eq(listingImports.id, id));
      return row;
    },

    /** The seller's import, locked until the transaction ends (a fix and a publish do not overwrite each other). */
    async lock(id: string, sellerId: string, tx: Executor): Promise<ImportRecord | undefined> {
      const [row] = await tx.select().from(listingImports).where(owned(id, sellerId)).for('update');
      return row;
    },

    async progress(id: string, checked: number): Promise<void> {
      await db.update(listingImports).set({ checked, updatedAt: new Date() }).where(and(eq(listingImports.id, id), eq(listingImports.status, 'checking')));
    },

    /** The check's end: every row with its problems, ready for the preview. Only an import still being checked changes. */
    async ready(id: string, rows: ImportRow[]): Promise<void> {
      await db
        .update(listingImports)
        .set({ status: 'ready', rows, total: rows.length, checked: rows.length, updatedAt: new Date() })
        .where(and(eq(listingImports.id, id), eq(listingImports.status, 'checking')));
    },

    async failed(id: string, error: string): Promise<void> {
      await db
        .update(listingImports)
        .set({ status: 'failed', error, total: 0, checked: 0, updatedAt: new Date() })
        .where(and(eq(listingImports.id, id), eq(listingImports.status, 'checking')));
    },

    async saveRows(id: string, rows: ImportRow[], exec: Executor = db): Promise<void> {
      await exec.update(listingImports).set({ rows, updatedAt: new Date() }).where(eq(listingImports.id, id));
    },

    async published(id: string, counts: { created: number; updated: number }, tx: Executor): Promise<void> {
      const now = new Date();
      await tx.update(listingImports).set({ status: 'published', ...counts, publishedAt: now, updatedAt: now }).where(eq(listingImports.id, id));
    },
  };
}
