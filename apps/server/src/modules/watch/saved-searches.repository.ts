import { and, count, desc, eq, gt, asc, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { savedSearchHits, savedSearches } from '#server/db/schema/watch.ts';
import { afterKeyset, type Keyset } from '#server/lib/keyset.ts';

export type NewSavedSearch = Pick<typeof savedSearches.$inferInsert, 'userId' | 'name' | 'filters' | 'filterKey' | 'alert'>;
export type NewHit = Pick<typeof savedSearchHits.$inferInsert, 'searchId' | 'userId' | 'productId' | 'productName' | 'price' | 'digestPending'>;

/** Saved searches and the listings that matched them; listings themselves are the catalogue's. */
export type SavedSearchRecord = typeof savedSearches.$inferSelect;
export type HitRecord = typeof savedSearchHits.$inferSelect;

/** Saved searches and the listings that matched them (hits). */
export interface SavedSearchesRepository {
  lockUser(userId: string, exec: Executor): Promise<void>;
  countOf(userId: string, exec?: Executor): Promise<number>;
  /** Undefined when the person already saved the same filters (the unique index decides). */
  insert(values: NewSavedSearch, exec: Executor): Promise<SavedSearchRecord | undefined>;
  update(id: string, userId: string, changes: Partial<Pick<NewSavedSearch, 'name' | 'alert'>>): Promise<SavedSearchRecord | undefined>;
  remove(id: string, userId: string): Promise<boolean>;
  pageOf(userId: string, after: Keyset | undefined, limit: number): Promise<SavedSearchRecord[]>;
  /** Everyone's saved searches but `exceptUserId`'s, in id order. */
  batchAfter(afterId: string | undefined, exceptUserId: string, limit: number): Promise<SavedSearchRecord[]>;
  /** The hits that are new; those already recorded are left out. */
  insertHits(hits: NewHit[], exec: Executor): Promise<HitRecord[]>;
  /** These hits wait for the next digest. */
  markDigestPending(ids: string[], exec: Executor): Promise<void>;
  /** Every hit waiting for a digest, taken off the wait in the same statement. */
  takeDigestPending(exec: Executor): Promise<HitRecord[]>;
  namesOf(ids: string[], exec: Executor): Promise<Map<string, string>>;
}

export function createSavedSearchesRepository(db: Database): SavedSearchesRepository {
  return {
    /**
     * Serialises one person's saves (a transaction-scoped advisory lock on their id), so two
     * saves at once cannot both pass the limit.
     */
    async lockUser(userId: string, exec: Executor): Promise<void> {
      await exec.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${userId}`}))`);
    },

    async countOf(userId: string, exec: Executor = db): Promise<number> {
      const [row] = await exec.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
      return row?.n ?? 0;
    },

    /** Undefined when the person already saved the same filters (the unique index decides). */
    async insert(values: NewSavedSearch, exec: Executor) {
      const [row] = await exec
        .insert(savedSearches)
        .values(values)
        .onConflictDoNothing({ target: [savedSearches.userId, savedSearches.filterKey] })
        .returning();
      return row;
    },

    async update(id: string, userId: string, changes: Partial<Pick<NewSavedSearch, 'name' | 'alert'>>) {
      const [row] = await db
        .update(savedSearches)
        .set(changes)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning();
      return row;
    },

    async remove(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    pageOf: (userId: string, after: Keyset | undefined, limit: number) =>
      db
        .select()
        .from(savedSearches)
        .where(and(eq(savedSearches.userId, userId), afterKeyset(savedSearches.createdAt, savedSearches.id, after)))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
        .limit(limit + 1),

    /** Everyone's saved searches but `exceptUserId`'s (a seller is not alerted to their own listing), in id order. */
    batchAfter: (afterId: string | undefined, exceptUserId: string, limit: number) =>
      db
        .select()
        .from(savedSearches)
        .where(and(ne(savedSearches.userId, exceptUserId), afterId ? gt(savedSearches.id, afterId) : undefined))
        .orderBy(asc(savedSearches.id))
        .limit(limit),

    /** The hits that are new; those already recorded (the listing matched that search before) are left out. */
    insertHits: (hits: NewHit[], exec: Executor) =>
      hits.length === 0
        ? Promise.resolve([])
        : exec
            .insert(savedSearchHits)
            .values(hits)
            .onConflictDoNothing({ target: [savedSearchHits.searchId, savedSearchHits.productId] })
            .returning(),

    /** These hits wait for the next digest (their person wants saved-search mail, once a day). */
    async markDigestPending(ids: string[], exec: Executor): Promise<void> {
      if (ids.length > 0) await exec.update(savedSearchHits).set({ digestPending: true }).where(inArray(savedSearchHits.id, ids));
    },

    /** Every hit waiting for a digest, taken off the wait in the same statement (the caller's transaction). */
    takeDigestPending: (exec: Executor) =>
      exec
        .update(savedSearchHits)
        .set({ digestPending: false })
        .where(eq(savedSearchHits.digestPending, true))
        .returning(),

    namesOf: async (ids: string[], exec: Executor) =>
      ids.length === 0
        ? new Map<string, string>()
        : new Map(
            (await exec.select({ id: savedSearches.id, name: savedSearches.name }).from(savedSearches).where(inArray(savedSearches.id, ids))).map(
              (r) => [r.id, r.name] as const,
            ),
          ),
  };
}
