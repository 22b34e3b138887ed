import { and, desc, eq, gt, gte, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { categories, products } from '#server/db/schema/listings.ts';
import { listingColumns } from './listing-view.ts';

export type NewListing = typeof products.$inferInsert;
/** What a seller's input sets on a listing; seller, status and flags are never among them. */
export type ListingColumns = Omit<NewListing, 'id' | 'sellerId' | 'sellerVerified' | 'status' | 'advertisedAt' | 'advertisedUntil' | 'createdAt'>;
export type ListingChanges = Partial<ListingColumns>;

const activeAndOwned = (id: string, sellerId: string) =>
  and(eq(products.id, id), eq(products.sellerId, sellerId), eq(products.status, 'active'), isNull(products.deletedAt));

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
