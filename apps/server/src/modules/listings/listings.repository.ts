import { and, desc, eq, gt, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { categories, products } from '#server/db/schema/listings.ts';
import { listingColumns } from './listing-view.ts';

export type NewListing = typeof products.$inferInsert;
/** What a seller's input sets on a listing; seller, status and flags are never among them. */
export type ListingColumns = Omit<NewListing, 'id' | 'sellerId' | 'sellerVerified' | 'status' | 'advertisedAt' | 'advertisedUntil' | 'createdAt'>;
export type ListingChanges = Partial<ListingColumns>;

/** Rows per INSERT: 1 000 listings take a handful of statements, well under PostgreSQL's 65 535 parameters. */
const BATCH = 200;

/** `list` in runs of `size`. */
export function chunks<T>(list: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** A seller's listing as a spreadsheet row with its SKU finds it. */
export type ListingBySku = { id: string; status: string; resalePrice: number; name: string; held: number };

const activeAndOwned = (id: string, sellerId: string) =>
  and(eq(products.id, id), eq(products.sellerId, sellerId), eq(products.status, 'active'), isNull(products.deletedAt));

/** What a spreadsheet's publish (imports/) asks of the listing rows: find them by SKU, insert many, update one. */
export interface ListingRowWrites {
  bySku(sellerId: string, skus: readonly string[], exec?: Executor, lock?: boolean): Promise<Map<string, ListingBySku>>;
  insertMany(values: (NewListing & { id: string })[], exec: Executor): Promise<void>;
  updateActive(id: string, sellerId: string, changes: ListingChanges, exec?: Executor): Promise<boolean>;
}

/**
 * Seller-side reads and writes of listings, and the changes other modules ask of a listing (a
 * sale, an admin's removal). Writes are conditional so a sold listing stays as sold.
 */
export function createListingsRepository(db: Database) {
  const sellerView = () =>
    db
      .select({ ...listingColumns, sellerPhone: products.sellerPhone, removedReason: products.removedReason })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId));

  return {
    async insert(values: NewListing, exec: Executor): Promise<string> {
      const [row] = await exec.insert(products).values(values).returning({ id: products.id });
      return row!.id;
    },

    /** Many listings (a spreadsheet's), in batches; each has its id already, so nothing hangs on the order rows come back in. */
    async insertMany(values: (NewListing & { id: string })[], exec: Executor): Promise<void> {
      for (const part of chunks(values)) await exec.insert(products).values(part);
    },

    /**
     * The seller's listings (not deleted) with these SKUs, by SKU; with `lock`, locked until the
     * transaction ends, so a sale or an edit meanwhile waits for the publish.
     */
    async bySku(sellerId: string, skus: readonly string[], exec: Executor = db, lock = false): Promise<Map<string, ListingBySku>> {
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

    /** An active listing of the seller's, locked until the transaction ends (an edit reads its price and pictures before changing them). */
    async lockActive(id: string, sellerId: string, exec: Executor) {
      const [row] = await exec
        .select({ resalePrice: products.resalePrice, photos: products.photos, proofPhoto: products.proofPhoto, held: products.held })
        .from(products)
        .where(activeAndOwned(id, sellerId))
        .for('update');
      return row;
    },

    /** Who owns a listing and what state it is in, or undefined when it does not exist (or was deleted). */
    async ownership(id: string) {
      const [row] = await db
        .select({ sellerId: products.sellerId, status: products.status, name: products.name })
        .from(products)
        .where(and(eq(products.id, id), isNull(products.deletedAt)));
      return row;
    },

    /** Applies changes only while the listing is active and its seller's; returns whether it did. */
    async updateActive(id: string, sellerId: string, changes: ListingChanges, exec: Executor = db): Promise<boolean> {
      const rows = await exec
        .update(products)
        .set({ ...changes, updatedAt: new Date() })
        .where(activeAndOwned(id, sellerId))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /**
     * Serialises one seller's boosts (a transaction-scoped advisory lock on their id), so two
     * boosts at once cannot both pass the limit; then their live boosts, and the listing's own.
     */
    async lockBoosts(id: string, sellerId: string, tx: Executor) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`boosts:${sellerId}`}))`);
      const live = await tx
        .select({ id: products.id, until: products.advertisedUntil })
        .from(products)
        .where(and(eq(products.sellerId, sellerId), eq(products.status, 'active'), isNull(products.deletedAt), gt(products.advertisedUntil, sql`now()`)));
      return { live: live.length, running: live.find((row) => row.id === id)?.until ?? undefined };
    },

    /** Boosts an active listing of the seller's for `days` from now; whether it did. */
    async boostActive(id: string, sellerId: string, days: number, tx: Executor): Promise<boolean> {
      const rows = await tx
        .update(products)
        .set({ advertisedAt: sql`now()`, advertisedUntil: sql`now() + make_interval(days => ${days}::int)`, updatedAt: new Date() })
        .where(activeAndOwned(id, sellerId))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /** Soft delete: orders and payments keep pointing at the row. Sold listings are kept as they are. */
    async softDeleteUnsold(id: string): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ deletedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(products.id, id), sql`${products.status} <> 'sold'`, isNull(products.deletedAt)))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    listBySeller: (sellerId: string) =>
      sellerView()
        .where(and(eq(products.sellerId, sellerId), isNull(products.deletedAt)))
        .orderBy(desc(products.createdAt), desc(products.id)),

    async findBySeller(id: string, sellerId: string) {
      const [row] = await sellerView().where(
        and(eq(products.id, id), eq(products.sellerId, sellerId), isNull(products.deletedAt)),
      );
      return row;
    },

    /** Takes an active listing off the market with the reason its seller will see. */
    async removeActive(id: string, reason: string, exec: Executor): Promise<void> {
      await exec
        .update(products)
        .set({ status: 'removed', removedReason: reason, updatedAt: new Date() })
        .where(and(eq(products.id, id), eq(products.status, 'active')));
    },

    async markSellerVerified(sellerId: string, exec: Executor): Promise<void> {
      await exec.update(products).set({ sellerVerified: true }).where(eq(products.sellerId, sellerId));
    },

    /**
     * A deleted account's unsold listings leave the storefront, marked with the account's own
     * deletion time `at`; sold ones stay for the record.
     */
    async softDeleteUnsoldOf(sellerId: string, at: Date, exec: Executor): Promise<void> {
      await exec
        .update(products)
        .set({ deletedAt: at, updatedAt: at })
        .where(and(eq(products.sellerId, sellerId), ne(products.status, 'sold'), isNull(products.deletedAt)));
    },

    /**
     * The listings that left with a restored account come back: those deleted at or after the
     * account's removal (`since`). Ones the seller deleted earlier stay deleted, and a listing
     * removed after a report keeps its status, so it stays off the storefront.
     */
    async restoreWithdrawnOf(sellerId: string, since: Date, exec: Executor): Promise<number> {
      const rows = await exec
        .update(products)
        .set({ deletedAt: null, updatedAt: new Date() })
        .where(and(eq(products.sellerId, sellerId), ne(products.status, 'sold'), gte(products.deletedAt, since)))
        .returning({ id: products.id });
      return rows.length;
    },
  };
}
