import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { products, reports, user } from '../../db/schema/index.ts';
import { afterKeyset, containsAny, type Keyset } from '../../lib/keyset.ts';
import { recordAudit } from './audit.repository.ts';

const seller = alias(user, 'seller');
const reporter = alias(user, 'reporter');
const resolver = alias(user, 'resolver');

/** The reported-items queue and its history, and what admins do with a report. */
export function createReportQueueRepository(db: Database) {
  const base = () =>
    db
      .select({
        id: reports.id,
        reason: reports.reason,
        status: reports.status,
        createdAt: reports.createdAt,
        resolvedAt: reports.resolvedAt,
        productId: products.id,
        productName: products.name,
        productStatus: products.status,
        sellerId: seller.id,
        sellerName: seller.name,
        sellerEmail: seller.email,
        reporterId: reporter.id,
        reporterName: reporter.name,
        reporterEmail: reporter.email,
        resolverId: resolver.id,
        resolverName: resolver.name,
        resolverEmail: resolver.email,
      })
      .from(reports)
      .innerJoin(products, eq(products.id, reports.productId))
      .innerJoin(seller, eq(seller.id, products.sellerId))
      .innerJoin(reporter, eq(reporter.id, reports.reporterId))
      .leftJoin(resolver, eq(resolver.id, reports.resolvedBy));

  const filter = (view: 'open' | 'resolved', q: string | undefined): SQL | undefined =>
    and(
      view === 'open' ? eq(reports.status, 'open') : inArray(reports.status, ['dismissed', 'removed']),
      containsAny(q, products.name, seller.name, seller.email, reporter.name, reporter.email),
    );

  return {
    async page(view: 'open' | 'resolved', q: string | undefined, after: Keyset | undefined, limit: number) {
      const rows = await base()
        .where(and(filter(view, q), afterKeyset(reports.createdAt, reports.id, after)))
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(limit + 1);
      const [total] = await db
        .select({ n: count() })
        .from(reports)
        .innerJoin(products, eq(products.id, reports.productId))
        .innerJoin(seller, eq(seller.id, products.sellerId))
        .innerJoin(reporter, eq(reporter.id, reports.reporterId))
        .where(filter(view, q));
      return { rows, total: Number(total?.n ?? 0) };
    },

    async find(id: string) {
      const [row] = await base().where(eq(reports.id, id));
      return row;
    },

    /** Dismiss: the listing stays and this report closes. */
    dismiss: (report: { id: string; productName: string }, actorId: string) =>
      db.transaction(async (tx) => {
        await tx
          .update(reports)
          .set({ status: 'dismissed', resolvedAt: new Date(), resolvedBy: actorId })
          .where(and(eq(reports.id, report.id), eq(reports.status, 'open')));
        await recordAudit(tx, {
          actorId,
          action: 'dismiss_report',
          targetType: 'report',
          targetId: report.id,
          details: { summary: `Dismissed a report on ${report.productName}` },
        });
      }),

    /**
     * Remove: the listing leaves the storefront with the report's reason (its seller sees it),
     * and every open report on it closes. A sold listing keeps its sale.
     */
    removeListing: (report: { id: string; productId: string; productName: string; reason: string }, actorId: string) =>
      db.transaction(async (tx) => {
        await tx
          .update(products)
          .set({ status: 'removed', removedReason: report.reason, updatedAt: new Date() })
          .where(and(eq(products.id, report.productId), eq(products.status, 'active')));
        await tx
          .update(reports)
          .set({ status: 'removed', resolvedAt: new Date(), resolvedBy: actorId })
          .where(and(eq(reports.productId, report.productId), eq(reports.status, 'open')));
        await recordAudit(tx, {
          actorId,
          action: 'remove_listing',
          targetType: 'product',
          targetId: report.productId,
          details: { summary: `Removed listing ${report.productName}: ${report.reason}`, reportId: report.id },
        });
      }),
  };
}
export type ReportQueueRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createReportQueueRepository>['find']>>>;
