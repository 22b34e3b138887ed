import { sellerPath, type AdminAccountQuery, type AdminProblemPage, type AdminReportPage, type AdminUserPage, type AuditEntry, type Message, type ReportView, type ResolveReport } from '@reboard/contracts';
import type { Database } from '#server/db/client.ts';
import { conflict, forbidden, notFound } from '#server/lib/errors.ts';
import { decodeUuidKeyset, encodeKeyset, pageOf, type ListQuery } from '#server/lib/keyset.ts';
import { partyOf, type AccountsService, type SessionUser } from '../auth/index.ts';
import type { ListingStatusService } from '../listings/index.ts';
import type { MessagesService } from '../messages/index.ts';
import type { OrdersService, ProblemsService } from '../orders/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import type { ReportsService } from '../reports/index.ts';
import type { ReviewsService } from '../reviews/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { createAuditRepository } from './audit.repository.ts';
import { said } from '#server/lib/i18n.ts';

/** The services admins act through; each owns its tables, this one owns only the audit log. */
export interface AdminDeps {
  accounts: Pick<
    AccountsService,
    'listByRole' | 'findActive' | 'findRemoved' | 'verifySeller' | 'softDelete' | 'restore' | 'people' | 'idsMatching'
  >;
  listings: Pick<ListingStatusService, 'removeFromMarket' | 'withdrawSellerListings' | 'returnSellerListings' | 'markSellerVerified' | 'removeProofBadge'>;
  orders: Pick<OrdersService, 'cancelPendingOf'>;
  reports: Pick<ReportsService, 'queue' | 'openReport' | 'dismiss' | 'closeForRemovedListing'>;
  reviews: Pick<ReviewsService, 'liveReview' | 'remove'>;
  problems: Pick<ProblemsService, 'queue' | 'openProblem' | 'refund' | 'close'>;
  payments: Pick<PaymentsService, 'enqueueRefund'>;
  messages: Pick<MessagesService, 'reportQueue' | 'openReport' | 'closeReport'>;
  notifications: Pick<NotificationsService, 'notify'>;
}

/**
 * Moderation. Every change commits together with its audit row: this service opens the
 * transaction and hands it to the services whose tables change.
 */
export function createAdminService(db: Database, deps: AdminDeps) {
  const { accounts, listings, orders, reports, reviews, problems, payments, messages, notifications } = deps;
  const audit = createAuditRepository(db);

  return {
    sellers: (query: AdminAccountQuery): Promise<AdminUserPage> => accounts.listByRole('seller', query),
    buyers: (query: AdminAccountQuery): Promise<AdminUserPage> => accounts.listByRole('buyer', query),

    async verifySeller(admin: SessionUser, id: string): Promise<Message> {
      const target = await accounts.findActive(id);
      if (!target || target.role !== 'seller') throw notFound('errors.seller.noSuch');
      if (!target.sellerVerified) {
        await db.transaction(async (tx) => {
          await accounts.verifySeller(id, tx);
          await listings.markSellerVerified(id, tx);
          const summary = `Verified seller ${target.name}`;
          await audit.record({ actorId: admin.id, action: 'verify_seller', targetType: 'user', targetId: id, details: { summary } }, tx);
          const text = { key: 'notifications.text.sellerVerified' };
          await notifications.notify(tx, { userId: id, kind: 'seller_verified', text, link: sellerPath(id) });
        });
      }
      return said('errors.success.sellerVerified', { name: target.name });
    },

    /**
     * Soft delete: the account keeps its row (paid orders and payments point at it), its
     * sessions end now, its unsold listings leave the storefront, and its unpaid bookings, as
     * buyer or as seller, are cancelled. The spec's toasts differ by role: "{name} deleted
     * successfully" for sellers, "{name}'s account…" for buyers.
     */
    async deleteUser(admin: SessionUser, id: string): Promise<Message> {
      if (id === admin.id) throw forbidden('errors.admin.deleteSelf');
      const target = await accounts.findActive(id);
      if (!target) throw notFound('errors.admin.noSuchAccount');
      if (target.role === 'admin') throw forbidden('errors.admin.deleteAdmin');
      // One moment for the account and its listings, so a restore knows which listings left with it.
      const at = new Date();
      await db.transaction(async (tx) => {
        await accounts.softDelete(target.id, at, tx);
        await listings.withdrawSellerListings(target.id, at, tx);
        const cancelledOrders = await orders.cancelPendingOf(target.id, tx);
        const summary = `Deleted ${target.role} ${target.name} <${target.email}>`;
        await audit.record(
          { actorId: admin.id, action: 'delete_user', targetType: 'user', targetId: target.id, details: { summary, cancelledOrders } },
          tx,
        );
      });
      return target.role === 'seller'
        ? said('errors.success.deleted', { name: target.name })
        : said('errors.success.accountDeleted', { name: target.name });
    },

    /**
     * Undoes a removal: the account can sign in again and the unsold listings that left with it
     * return to the storefront. Bookings cancelled at the removal stay cancelled.
     */
    async restoreUser(admin: SessionUser, id: string): Promise<Message> {
      const target = await accounts.findRemoved(id);
      if (!target) {
        if (await accounts.findActive(id)) throw conflict('ACCOUNT_ACTIVE', 'errors.admin.accountActive');
        throw notFound('errors.admin.noSuchAccount');
      }
      await db.transaction(async (tx) => {
        await accounts.restore(target.id, target.email, tx);
        const returned = await listings.returnSellerListings(target.id, target.removedAt, tx);
        const summary = `Restored ${target.role} ${target.name} <${target.email}>`;
        await audit.record(
          { actorId: admin.id, action: 'restore_user', targetType: 'user', targetId: target.id, details: { summary, listings: returned } },
          tx,
        );
      });
      return said('errors.success.accountRestored', { name: target.name });
    },

    reports: (query: ListQuery & { view: ReportView }): Promise<AdminReportPage> => reports.queue(query),

    async resolveReport(admin: SessionUser, id: string, action: ResolveReport['action']): Promise<Message> {
      const report = await reports.openReport(id);
      if (action === 'dismiss') {
        await db.transaction(async (tx) => {
          await reports.dismiss(report.id, admin.id, tx);
          const summary = `Dismissed a report on ${report.productName}`;
          await audit.record({ actorId: admin.id, action: 'dismiss_report', targetType: 'report', targetId: report.id, details: { summary } }, tx);
        });
        return said('errors.success.reportDismissed');
      }
      if (report.productStatus === 'sold') {
        throw conflict('LISTING_SOLD', 'errors.admin.listingSold');
      }
      // The listing leaves the storefront with the report's reason (its seller sees it), and
      // every open report on it closes. A sold listing keeps its sale.
      await db.transaction(async (tx) => {
        await listings.removeFromMarket(report.productId, report.reason, tx);
        await reports.closeForRemovedListing(report.productId, admin.id, tx);
        const summary = `Removed listing ${report.productName}: ${report.reason}`;
        await audit.record(
          { actorId: admin.id, action: 'remove_listing', targetType: 'product', targetId: report.productId, details: { summary, reportId: report.id } },
          tx,
        );
        const text = { key: 'notifications.text.listingRemoved', params: { product: report.productName, reason: report.reason } };
        await notifications.notify(tx, { userId: report.sellerId, kind: 'listing_removed', text, link: '/dashboard/myproducts' });
      });
      return said('errors.success.listingRemoved', { product: report.productName });
    },

    /** A listing's proof photo does not show its code (or the item): the "Photo with code" badge goes. */
    async removeProofBadge(admin: SessionUser, id: string): Promise<Message> {
      const { name } = await db.transaction(async (tx) => {
        const listing = await listings.removeProofBadge(id, tx);
        const summary = `Removed the photo-with-code badge from ${listing.name}`;
        await audit.record({ actorId: admin.id, action: 'remove_proof_badge', targetType: 'product', targetId: id, details: { summary } }, tx);
        return listing;
      });
      return said('errors.success.badgeRemoved', { name });
    },

    /** The review leaves the seller's page and averages; the row stays, and the log says why. */
    async removeReview(admin: SessionUser, id: string, reason: string | undefined): Promise<Message> {
      const review = await reviews.liveReview(id);
      await db.transaction(async (tx) => {
        if (!(await reviews.remove(review.id, admin.id, tx))) throw conflict('ALREADY_REMOVED', 'errors.review.alreadyRemoved');
        const summary = `Removed ${review.buyerName}'s ${review.rating}-star review of ${review.productName}${reason ? `: ${reason}` : ''}`;
        await audit.record(
          { actorId: admin.id, action: 'remove_review', targetType: 'review', targetId: review.id, details: { summary, ...(reason ? { reason } : {}) } },
          tx,
        );
      });
      return said('errors.success.reviewRemoved');
    },

    /** Reported conversations: the only way an admin reads one. */
    conversationReports: messages.reportQueue,

    async closeConversationReport(admin: SessionUser, id: string): Promise<Message> {
      const report = await messages.openReport(id);
      await db.transaction(async (tx) => {
        if (!(await messages.closeReport(report.id, admin.id, tx))) throw conflict('ALREADY_CLOSED', 'errors.report.alreadyClosed');
        await audit.record(
          { actorId: admin.id, action: 'close_conversation_report', targetType: 'conversation_report', targetId: report.id, details: { summary: report.summary } },
          tx,
        );
      });
      return said('errors.success.reportClosed');
    },

    problems: (query: ListQuery & { view: ReportView }): Promise<AdminProblemPage> => problems.queue(query),

    /**
     * The buyer of an order with an open problem is refunded through the provider (the same
     * refund job as a seller's cancel) and the order cancelled with the reason; both sides are
     * mailed. The listing stays sold: the item already went out.
     */
    async refundProblem(admin: SessionUser, id: string, reason: string): Promise<Message> {
      const problem = await problems.openProblem(id);
      const { order } = problem;
      await db.transaction(async (tx) => {
        await problems.refund(problem, admin.id, reason, tx);
        await payments.enqueueRefund(order.id, tx);
        const summary = `Refunded ${order.buyerName} for ${order.productName}: ${reason}`;
        await audit.record({ actorId: admin.id, action: 'refund_problem', targetType: 'problem', targetId: problem.id, details: { summary, orderId: order.id } }, tx);
      });
      return said('errors.success.problemRefunded', { buyer: order.buyerName, product: order.productName });
    },

    /** The problem closes without a refund, with a note both sides read; the order goes on. */
    async closeProblem(admin: SessionUser, id: string, note: string): Promise<Message> {
      const problem = await problems.openProblem(id);
      const { order } = problem;
      await db.transaction(async (tx) => {
        await problems.close(problem, admin.id, note, tx);
        const summary = `Closed ${order.buyerName}'s problem with ${order.productName}: ${note}`;
        await audit.record({ actorId: admin.id, action: 'close_problem', targetType: 'problem', targetId: problem.id, details: { summary, orderId: order.id } }, tx);
      });
      return said('errors.success.problemClosed', { product: order.productName });
    },

    /** What admins did, newest first; actors are looked up in one query for the page. */
    async audit(query: ListQuery): Promise<{ items: AuditEntry[]; nextCursor: string | null; total: number }> {
      const match = query.q ? { q: query.q, actorIds: await accounts.idsMatching(query.q) } : undefined;
      const { rows, total } = await audit.page(match, decodeUuidKeyset(query.cursor), query.limit);
      const { items, nextCursor } = pageOf(rows, query.limit, encodeKeyset);
      const actors = await accounts.people(items.map((r) => r.actorId));
      return {
        items: items.flatMap((r) => {
          const actor = actors.get(r.actorId);
          if (!actor) return [];
          return [
            {
              id: r.id,
              actor: partyOf(actor),
              action: r.action,
              targetType: r.targetType,
              targetId: r.targetId,
              summary: String((r.details as { summary?: string } | null)?.summary ?? r.action),
              createdAt: r.createdAt.toISOString(),
            },
          ];
        }),
        nextCursor,
        total,
      };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
