import type { ReportView } from '@reboard/contracts';
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { orderProblems, orders } from '#server/db/schema/orders.ts';
import { afterKeyset, type Keyset } from '#server/lib/keyset.ts';

/** A search already turned into ids by the modules that own listings and people. */
export type ProblemMatch = { productIds: string[]; personIds: string[] };

function matching(m: ProblemMatch | undefined): SQL | undefined {
  if (!m) return undefined;
  if (m.productIds.length === 0 && m.personIds.length === 0) return sql`false`;
  return or(
    m.productIds.length > 0 ? inArray(orders.productId, m.productIds) : undefined,
    m.personIds.length > 0 ? or(inArray(orders.buyerId, m.personIds), inArray(orders.sellerId, m.personIds)) : undefined,
  );
}

const inView = (view: ReportView) =>
  view === 'open' ? eq(orderProblems.status, 'open') : inArray(orderProblems.status, ['refunded', 'closed']);

/** A buyer's problem report as its table holds it. */
export type ProblemRecord = typeof orderProblems.$inferSelect;

/** Buyers' problem reports on their orders; the orders beside them are this module's own rows. */
export interface ProblemsRepository {
  /** False when the order already has an open problem (the partial unique index decides). */
  insertOpen(values: typeof orderProblems.$inferInsert, tx: Executor): Promise<string | undefined>;
  find(id: string): Promise<ProblemRecord | undefined>;
  hasOpen(orderId: string, exec: Executor): Promise<boolean>;
  /** Each order's latest problem among `orderIds`, in one query. */
  latestOf(orderIds: string[]): Promise<Map<string, ProblemRecord>>;
  /** Open → refunded or closed, once: false when it was resolved already. */
  resolve(id: string, outcome: { status: 'refunded' | 'closed'; note: string; actorId: string }, tx: Executor): Promise<boolean>;
  /** A page of the admins' queue (open) or its history, newest first, with each problem's order. */
  page(
    view: ReportView,
    match: ProblemMatch | undefined,
    after: Keyset | undefined,
    limit: number,
  ): Promise<{ rows: { problem: ProblemRecord; order: typeof orders.$inferSelect }[]; total: number }>;
}

export function createProblemsRepository(db: Database): ProblemsRepository {
  return {
    /** False when the order already has an open problem (the partial unique index decides). */
    async insertOpen(values: typeof orderProblems.$inferInsert, tx: Executor): Promise<string | undefined> {
      const [row] = await tx
        .insert(orderProblems)
        .values(values)
        .onConflictDoNothing({ target: orderProblems.orderId, where: sql`status = 'open'` })
        .returning({ id: orderProblems.id });
      return row?.id;
    },

    async find(id: string) {
      const [row] = await db.select().from(orderProblems).where(eq(orderProblems.id, id));
      return row;
    },

    async hasOpen(orderId: string, exec: Executor): Promise<boolean> {
      const [row] = await exec
        .select({ id: orderProblems.id })
        .from(orderProblems)
        .where(and(eq(orderProblems.orderId, orderId), eq(orderProblems.status, 'open')));
      return Boolean(row);
    },

    /** Each order's latest problem among `orderIds`, in one query. */
    async latestOf(orderIds: string[]) {
      if (orderIds.length === 0) return new Map<string, ProblemRecord>();
      const rows = await db
        .select()
        .from(orderProblems)
        .where(inArray(orderProblems.orderId, orderIds))
        .orderBy(desc(orderProblems.createdAt), desc(orderProblems.id));
      const latest = new Map<string, ProblemRecord>();
      for (const row of rows) if (!latest.has(row.orderId)) latest.set(row.orderId, row);
      return latest;
    },

    /** Open → refunded or closed, once: false when it was resolved already (by a click at the same moment too). */
    async resolve(id: string, outcome: { status: 'refunded' | 'closed'; note: string; actorId: string }, tx: Executor): Promise<boolean> {
      const rows = await tx
        .update(orderProblems)
        .set({ status: outcome.status, resolutionNote: outcome.note, resolvedBy: outcome.actorId, resolvedAt: new Date() })
        .where(and(eq(orderProblems.id, id), eq(orderProblems.status, 'open')))
        .returning({ id: orderProblems.id });
      return rows.length > 0;
    },

    /** A page of the admins' queue (open) or its history, newest first, with each problem's order. */
    async page(view: ReportView, match: ProblemMatch | undefined, after: Keyset | undefined, limit: number) {
      const where = and(inView(view), matching(match));
      const rows = await db
        .select({ problem: orderProblems, order: orders })
        .from(orderProblems)
        .innerJoin(orders, eq(orders.id, orderProblems.orderId))
        .where(and(where, afterKeyset(orderProblems.createdAt, orderProblems.id, after)))
        .orderBy(desc(orderProblems.createdAt), desc(orderProblems.id))
        .limit(limit + 1);
      const [total] = await db
        .select({ n: count() })
        .from(orderProblems)
        .innerJoin(orders, eq(orders.id, orderProblems.orderId))
        .where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}
