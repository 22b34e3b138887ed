import { and, avg, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { reviews } from '#server/db/schema/reviews.ts';
import { afterKeyset, type Keyset } from '#server/lib/keyset.ts';

export type NewReview = Pick<typeof reviews.$inferInsert, 'orderId' | 'sellerId' | 'buyerId' | 'productId' | 'rating' | 'text'>;

/** A review an admin has not removed: what counts, and what shows (ratings.ts counts with it too). */
export const live = isNull(reviews.removedAt);

/** Reviews alone: orders, listings and people behind one are looked up through their modules. */
export type ReviewRecord = typeof reviews.$inferSelect;

/** Reviews of sellers, one per order; removed ones stay as rows. */
export interface ReviewsRepository {
  /** Undefined when the order already has a review (the unique index decides, even for two at once). */
  insert(values: NewReview, exec: Executor): Promise<ReviewRecord | undefined>;
  findById(id: string): Promise<ReviewRecord | undefined>;
  findByOrder(orderId: string): Promise<ReviewRecord | undefined>;
  /** Its author's edit while it is live and was posted after `since`; undefined otherwise. */
  edit(id: string, buyerId: string, since: Date, changes: { rating: number; text: string }): Promise<ReviewRecord | undefined>;
  /** The seller's one answer; undefined when it was already answered (or removed meanwhile). */
  answer(id: string, sellerId: string, answer: string, exec: Executor): Promise<ReviewRecord | undefined>;
  /** False when it was already removed. */
  remove(id: string, adminId: string, exec: Executor): Promise<boolean>;
  /** Live reviews of each seller: how many, and their mean rating. */
  summaries(sellerIds: string[]): Promise<{ sellerId: string; count: number; average: string | null }[]>;
  /** A page of a seller's live reviews, newest first (limit + 1 rows, for the next cursor). */
  pageForSeller(sellerId: string, after: Keyset | undefined, limit: number): Promise<ReviewRecord[]>;
}

export function createReviewsRepository(db: Database): ReviewsRepository {
  return {
    /** Undefined when the order already has a review (the unique index decides, even for two at once). */
    async insert(values: NewReview, exec: Executor) {
      const [row] = await exec.insert(reviews).values(values).onConflictDoNothing({ target: reviews.orderId }).returning();
      return row;
    },

    async findById(id: string) {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
      return row;
    },

    async findByOrder(orderId: string) {
      const [row] = await db.select().from(reviews).where(eq(reviews.orderId, orderId));
      return row;
    },

    /** Its author's edit while it is live and was posted after `since`; undefined otherwise. */
    async edit(id: string, buyerId: string, since: Date, changes: { rating: number; text: string }) {
      const [row] = await db
        .update(reviews)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(reviews.id, id), eq(reviews.buyerId, buyerId), live, gt(reviews.createdAt, since)))
        .returning();
      return row;
    },

    /** The seller's one answer; undefined when it was already answered (or removed meanwhile). */
    async answer(id: string, sellerId: string, answer: string, exec: Executor) {
      const [row] = await exec
        .update(reviews)
        .set({ answer, answeredAt: new Date() })
        .where(and(eq(reviews.id, id), eq(reviews.sellerId, sellerId), live, isNull(reviews.answer)))
        .returning();
      return row;
    },

    /** False when it was already removed. */
    async remove(id: string, adminId: string, exec: Executor): Promise<boolean> {
      const rows = await exec
        .update(reviews)
        .set({ removedAt: new Date(), removedBy: adminId })
        .where(and(eq(reviews.id, id), live))
        .returning({ id: reviews.id });
      return rows.length > 0;
    },

    /** Live reviews of each seller: how many, and their mean rating. */
    async summaries(sellerIds: string[]) {
      if (sellerIds.length === 0) return [];
      return db
        .select({ sellerId: reviews.sellerId, count: count(), average: avg(reviews.rating) })
        .from(reviews)
        .where(and(inArray(reviews.sellerId, sellerIds), live))
        .groupBy(reviews.sellerId);
    },

    /** A page of a seller's live reviews, newest first (limit + 1 rows, for the next cursor). */
    pageForSeller: (sellerId: string, after: Keyset | undefined, limit: number) =>
      db
        .select()
        .from(reviews)
        .where(and(eq(reviews.sellerId, sellerId), live, afterKeyset(reviews.createdAt, reviews.id, after)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit + 1),
  };
}
