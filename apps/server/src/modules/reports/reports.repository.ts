import type { ReportStatus, ReportView } from '@reboard/contracts';
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { reports } from '#server/db/schema/reports.ts';
import { afterKeyset, type Keyset } from '#server/lib/keyset.ts';

/** A search already turned into ids by the modules that own listings and people. */
export type QueueMatch = { productIds: string[]; reporterIds: string[] };

const VIEW_STATUSES: Record<ReportView, ReportStatus[]> = { open: ['open'], resolved: ['dismissed', 'removed'] };

function matching(m: QueueMatch | undefined): SQL | undefined {
  if (!m) return undefined;
  if (m.productIds.length === 0 && m.reporterIds.length === 0) return sql`false`;
  return or(
    m.productIds.length > 0 ? inArray(reports.productId, m.productIds) : undefined,
    m.reporterIds.length > 0 ? inArray(reports.reporterId, m.reporterIds) : undefined,
  );
}

export type ReportRecord = typeof reports.$inferSelect;

/** Reports of listings by the people who saw them, and their outcome. */
export interface ReportsRepository {
  /** False when this reporter already has an open report on the listing (unique partial index). */
  insertOpen(productId: string, reporterId: string, reason: string): Promise<boolean>;
  /** A page of the queue or its history, newest first, and how many there are in all. */
  page(view: ReportView, match: QueueMatch | undefined, after: Keyset | undefined, limit: number): Promise<{ rows: ReportRecord[]; total: number }>;
  find(id: string): Promise<ReportRecord | undefined>;
  dismiss(id: string, actorId: string, exec: Executor): Promise<void>;
  /** Every open report on a listing closes when the listing is removed. */
  closeOpenOnListing(productId: string, actorId: string, exec: Executor): Promise<void>;
}

export function createReportsRepository(db: Database): ReportsRepository {
  return {
    /** False when this reporter already has an open report on the listing (unique partial index). */
    async insertOpen(productId: string, reporterId: string, reason: string): Promise<boolean> {
      const rows = await db
        .insert(reports)
        .values({ productId, reporterId, reason })
        .onConflictDoNothing({ target: [reports.productId, reports.reporterId], where: sql`status = 'open'` })
        .returning({ id: reports.id });
      return rows.length > 0;
    },

    /** A page of the queue or its history, newest first, and how many there are in all. */
    async page(view: ReportView, match: QueueMatch | undefined, after: Keyset | undefined, limit: number) {
      const where = and(inArray(reports.status, VIEW_STATUSES[view]), matching(match));
      const rows = await db
        .select()
        .from(reports)
        .where(and(where, afterKeyset(reports.createdAt, reports.id, after)))
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(limit + 1);
      const [total] = await db.select({ n: count() }).from(reports).where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async find(id: string) {
      const [row] = await db.select().from(reports).where(eq(reports.id, id));
      return row;
    },

    async dismiss(id: string, actorId: string, exec: Executor): Promise<void> {
      await exec
        .update(reports)
        .set({ status: 'dismissed', resolvedAt: new Date(), resolvedBy: actorId })
        .where(and(eq(reports.id, id), eq(reports.status, 'open')));
    },

    /** Every open report on a listing closes when the listing is removed. */
    async closeOpenOnListing(productId: string, actorId: string, exec: Executor): Promise<void> {
      await exec
        .update(reports)
        .set({ status: 'removed', resolvedAt: new Date(), resolvedBy: actorId })
        .where(and(eq(reports.productId, productId), eq(reports.status, 'open')));
    },
  };
}
