import { specSearchText, type SpecRow } from '@reboard/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { listingSpecs, products } from '#server/db/schema/listings.ts';
import { chunks } from './listings.repository.ts';

/** A listing's specifications: stored and read back (the catalogue counts them for the filter panel). */
export interface SpecsRepository {
  /** Replaces a listing's specifications, and the words search finds them by, in the caller's transaction. */
  replace(productId: string, rows: readonly SpecRow[], exec: Executor): Promise<void>;
  /** New listings' specifications (their search words went in with the listing), in batches. */
  insertMany(rows: (SpecRow & { productId: string })[], exec: Executor): Promise<void>;
  /** The specifications of several listings, by listing. */
  of(ids: readonly string[]): Promise<Map<string, SpecRow[]>>;
}

export function createSpecsRepository(db: Database): SpecsRepository {
  return {
    /** Replaces a listing's specifications, and the words search finds them by, in the caller's transaction. */
    async replace(productId: string, rows: readonly SpecRow[], exec: Executor): Promise<void> {
      await exec.delete(listingSpecs).where(eq(listingSpecs.productId, productId));
      if (rows.length) await exec.insert(listingSpecs).values(rows.map((r) => ({ ...r, productId })));
      await exec.update(products).set({ specText: specSearchText(rows) }).where(eq(products.id, productId));
    },

    async insertMany(rows: (SpecRow & { productId: string })[], exec: Executor): Promise<void> {
      for (const part of chunks(rows)) await exec.insert(listingSpecs).values(part);
    },

    /** The specifications of several listings, by listing. */
    async of(ids: readonly string[]): Promise<Map<string, SpecRow[]>> {
      const out = new Map<string, SpecRow[]>(ids.map((id) => [id, []]));
      if (ids.length === 0) return out;
      const rows = await db
        .select({ productId: listingSpecs.productId, key: listingSpecs.key, value: listingSpecs.value, number: listingSpecs.number })
        .from(listingSpecs)
        .where(inArray(listingSpecs.productId, [...ids]));
      for (const { productId, ...row } of rows) out.get(productId)?.push(row);
      return out;
    },
  };
}
