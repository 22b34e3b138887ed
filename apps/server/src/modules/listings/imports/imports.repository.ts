import type { ImportRow, SpecRow } from '@reboard/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { listingImports } from '#server/db/schema/imports.ts';
import { listingSpecs, products } from '#server/db/schema/listings.ts';

export type ImportRecord = typeof listingImports.$inferSelect;
type NewProduct = typeof products.$inferInsert;

/** Rows per INSERT: large enough that 1 000 listings take a handful of statements, small enough to stay under PostgreSQL's 65 535 parameters. */
const BATCH = 200;

const chunks = <T>(list: readonly T[], size = BATCH): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
};

/** A seller's spreadsheet uploads, and the listings a publish writes (the listings module's own tables). */
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
  listingsBySku(sellerId: string, skus: readonly string[], exec?: Executor, lock?: boolean): Promise<Map<string, ListingBySku>>;
  insertListings(values: (NewProduct & { id: string })[], tx: Executor): Promise<void>;
  insertSpecs(rows: (SpecRow & { productId: string })[], tx: Executor): Promise<void>;
  updateActive(id: string, sellerId: string, changes: Partial<NewProduct>, tx: Executor): Promise<boolean>;
}

type ListingBySku = { id: string; status: string; resalePrice: number; name: string; held: number };

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

    /**
     * The seller's listings (not deleted) with these SKUs, by SKU; with `lock`, locked until the
     * transaction ends, so a sale or an edit meanwhile waits for the publish.
     */
    async listingsBySku(sellerId: string, skus: readonly string[], exec: Executor = db, lock = false) {
      const out = new Map<string, ListingBySku>();
      for (const part of chunks([...new Set(skus)], 1000)) {
        const query = exec
          .select({ id: products.id, sku: products.sku, status: products.status, resalePrice: products.resalePrice, name: products.name, held: products.held })
          .from(products)
          .where(and(eq(products.sellerId, sellerId), inArray(products.sku, part), isNull(products.deletedAt)));
        for (const { sku, ...row } of await (lock ? query.for('update') : query)) out.set(sku!, row);
      }
      return out;
    },

    /** Inserts listings in batches (each with its id already chosen, so nothing hangs on the order rows come back in). */
    async insertListings(values: (NewProduct & { id: string })[], tx: Executor): Promise<void> {
      for (const part of chunks(values)) await tx.insert(products).values(part);
    },

    /** New listings' specifications in batches (their search words went in with the listing). */
    async insertSpecs(rows: (SpecRow & { productId: string })[], tx: Executor): Promise<void> {
      for (const part of chunks(rows)) await tx.insert(listingSpecs).values(part);
    },

    /** Applies a row's changes to the seller's listing while it is for sale; whether it did. */
    async updateActive(id: string, sellerId: string, changes: Partial<NewProduct>, tx: Executor): Promise<boolean> {
      const rows = await tx
        .update(products)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(products.id, id), eq(products.sellerId, sellerId), eq(products.status, 'active'), isNull(products.deletedAt)))
        .returning({ id: products.id });
      return rows.length > 0;
    },
  };
}
