import { and, asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { wantedHits, wantedLines, wantedLists } from '#server/db/schema/bom.ts';

export type WantedListRecord = typeof wantedLists.$inferSelect;
export type WantedLineRecord = typeof wantedLines.$inferSelect;
export type NewWantedLine = Pick<typeof wantedLines.$inferInsert, 'position' | 'partNumber' | 'description' | 'partKey' | 'quantity'>;
/** An open line a new listing matches, with its list's name for the notice. */
export type OpenLine = Pick<WantedLineRecord, 'id' | 'userId' | 'partNumber' | 'description'> & { listName: string };

/** Wanted lists, their lines, and the listings their owners were told of (hits). */
export interface BomRepository {
  lockUser(userId: string, exec: Executor): Promise<void>;
  countOf(userId: string, exec: Executor): Promise<number>;
  insert(userId: string, name: string, lines: NewWantedLine[], exec: Executor): Promise<WantedListRecord>;
  listsOf(userId: string): Promise<WantedListRow[]>;
  find(id: string, userId: string): Promise<WantedListRecord | undefined>;
  linesOf(listId: string): Promise<WantedLineRecord[]>;
  remove(id: string, userId: string): Promise<boolean>;
  setClosed(listId: string, lineId: string, userId: string, closed: boolean): Promise<WantedLineRecord | undefined>;
  openLinesFor(partKey: string, exceptUserId: string): Promise<OpenLine[]>;
  insertHits(lineIds: string[], productId: string, exec: Executor): Promise<string[]>;
}

/** A list as its owner's overview shows it. */
export type WantedListRow = Pick<WantedListRecord, 'id' | 'name' | 'createdAt'> & { lineCount: number; openLines: number };

export function createBomRepository(db: Database): BomRepository {
  return {
    /** Serialises one person's saves (a transaction-scoped advisory lock), so two at once cannot both pass the limit. */
    async lockUser(userId: string, exec: Executor): Promise<void> {
      await exec.execute(sql`select pg_advisory_xact_lock(hashtext(${`wanted-lists:${userId}`}))`);
    },

    async countOf(userId: string, exec: Executor): Promise<number> {
      const [row] = await exec.select({ n: count() }).from(wantedLists).where(eq(wantedLists.userId, userId));
      return row?.n ?? 0;
    },

    async insert(userId: string, name: string, lines: NewWantedLine[], exec: Executor): Promise<WantedListRecord> {
      const [list] = await exec.insert(wantedLists).values({ userId, name }).returning();
      if (lines.length > 0) await exec.insert(wantedLines).values(lines.map((l) => ({ ...l, listId: list!.id, userId })));
      return list!;
    },

    /** A person's lists, newest first, with how many lines each has and how many are open. */
    listsOf: (userId: string) =>
      db
        .select({
          id: wantedLists.id,
          name: wantedLists.name,
          createdAt: wantedLists.createdAt,
          lineCount: sql<number>`count(${wantedLines.id})::integer`,
          openLines: sql<number>`(count(${wantedLines.id}) filter (where ${wantedLines.closedAt} is null))::integer`,
        })
        .from(wantedLists)
        .leftJoin(wantedLines, eq(wantedLines.listId, wantedLists.id))
        .where(eq(wantedLists.userId, userId))
        .groupBy(wantedLists.id)
        .orderBy(desc(wantedLists.createdAt), desc(wantedLists.id)),

    /** The list when it is the person's; undefined for someone else's or an unknown one. */
    async find(id: string, userId: string): Promise<WantedListRecord | undefined> {
      const [row] = await db
        .select()
        .from(wantedLists)
        .where(and(eq(wantedLists.id, id), eq(wantedLists.userId, userId)));
      return row;
    },

    linesOf: (listId: string) => db.select().from(wantedLines).where(eq(wantedLines.listId, listId)).orderBy(asc(wantedLines.position)),

    /** Deletes the person's list with its lines and hits; false when there is no such list of theirs. */
    async remove(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(wantedLists)
        .where(and(eq(wantedLists.id, id), eq(wantedLists.userId, userId)))
        .returning({ id: wantedLists.id });
      return rows.length > 0;
    },

    /** Closes or reopens a line of the person's list; undefined when there is no such line of theirs. */
    async setClosed(listId: string, lineId: string, userId: string, closed: boolean): Promise<WantedLineRecord | undefined> {
      const [row] = await db
        .update(wantedLines)
        .set({ closedAt: closed ? sql`coalesce(${wantedLines.closedAt}, now())` : null })
        .where(and(eq(wantedLines.id, lineId), eq(wantedLines.listId, listId), eq(wantedLines.userId, userId)))
        .returning();
      return row;
    },

    /** Open lines wanting this part key, of everyone but `exceptUserId` (a seller is not told of their own listing); by index. */
    openLinesFor: (partKey: string, exceptUserId: string): Promise<OpenLine[]> =>
      db
        .select({ id: wantedLines.id, userId: wantedLines.userId, partNumber: wantedLines.partNumber, description: wantedLines.description, listName: wantedLists.name })
        .from(wantedLines)
        .innerJoin(wantedLists, eq(wantedLists.id, wantedLines.listId))
        .where(and(eq(wantedLines.partKey, partKey), isNull(wantedLines.closedAt), ne(wantedLines.userId, exceptUserId))),

    /** The hits that are new (a line told of a listing once, ever): the ids of their lines. */
    async insertHits(lineIds: string[], productId: string, exec: Executor): Promise<string[]> {
      if (lineIds.length === 0) return [];
      const rows = await exec
        .insert(wantedHits)
        .values(lineIds.map((lineId) => ({ lineId, productId })))
        .onConflictDoNothing({ target: [wantedHits.lineId, wantedHits.productId] })
        .returning({ lineId: wantedHits.lineId });
      return rows.map((r) => r.lineId);
    },
  };
}
