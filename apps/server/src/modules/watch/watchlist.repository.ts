import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { watches } from '#server/db/schema/watch.ts';
import { afterKeyset, type Keyset } from '#server/lib/keyset.ts';

/** Who watches which listing; the listings are the catalogue's, looked up by id. */
export type WatchRecord = typeof watches.$inferSelect;

/** Who watches which listing, and since when. */
export interface WatchlistRepository {
  add(values: { userId: string; productId: string; sellerId: string }): Promise<boolean>;
  remove(userId: string, productId: string): Promise<boolean>;
  countOf(userId: string): Promise<number>;
  idsOf(userId: string): Promise<string[]>;
  /** A page of a person's watches, newest first (limit + 1 rows, for the next cursor). */
  pageOf(userId: string, after: Keyset | undefined, limit: number): Promise<WatchRecord[]>;
  /** Who watches a listing, read in the transaction of the change they are told about. */
  watchersOf(productId: string, exec: Executor): Promise<string[]>;
  /** How many watch each of a seller's listings. */
  countsForSeller(sellerId: string, productIds?: string[]): Promise<{ productId: string; n: number }[]>;
}

export function createWatchlistRepository(db: Database): WatchlistRepository {
  return {
    /** False when they already watch it. */
    async add(values: { userId: string; productId: string; sellerId: string }): Promise<boolean> {
      const rows = await db.insert(watches).values(values).onConflictDoNothing().returning({ id: watches.productId });
      return rows.length > 0;
    },

    async remove(userId: string, productId: string): Promise<boolean> {
      const rows = await db
        .delete(watches)
        .where(and(eq(watches.userId, userId), eq(watches.productId, productId)))
        .returning({ id: watches.productId });
      return rows.length > 0;
    },

    async countOf(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(watches).where(eq(watches.userId, userId));
      return row?.n ?? 0;
    },

    async idsOf(userId: string): Promise<string[]> {
      const rows = await db.select({ id: watches.productId }).from(watches).where(eq(watches.userId, userId));
      return rows.map((r) => r.id);
    },

    /** Newest first, by (created_at, product_id): the product id is the row's id within one person's list. */
    pageOf: (userId: string, after: Keyset | undefined, limit: number) =>
      db
        .select()
        .from(watches)
        .where(
          and(
            eq(watches.userId, userId),
            afterKeyset(watches.createdAt, watches.productId, after),
          ),
        )
        .orderBy(desc(watches.createdAt), desc(watches.productId))
        .limit(limit + 1),

    /** Who watches a listing, read in the transaction of the change they are told about. */
    async watchersOf(productId: string, exec: Executor): Promise<string[]> {
      const rows = await exec.select({ id: watches.userId }).from(watches).where(eq(watches.productId, productId));
      return rows.map((r) => r.id);
    },

    /** How many watch each of a seller's listings. */
    async countsForSeller(sellerId: string, productIds?: string[]) {
      return db
        .select({ productId: watches.productId, n: count() })
        .from(watches)
        .where(and(eq(watches.sellerId, sellerId), productIds ? inArray(watches.productId, productIds) : undefined))
        .groupBy(watches.productId);
    },
  };
}
