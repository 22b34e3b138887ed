import type { AdminReportPage, Message, ReportView, ResolveReport } from '@reboard/contracts';
import { conflict } from '#server/lib/errors.ts';
import { said } from '#server/lib/i18n.ts';
import type { ListQuery } from '#server/lib/keyset.ts';
import type { SessionUser } from '../auth/index.ts';
import type { AdminContext, AdminService } from './admin.types.ts';

export type AdminModeration = Pick<
  AdminService,
  'reports' | 'resolveReport' | 'removeProofBadge' | 'removeReview' | 'conversationReports' | 'closeConversationReport'
>;

/** Admins' answers to reports: on listings, proof badges, reviews and conversations. */
export function createAdminModeration({ db, deps, audit }: AdminContext): AdminModeration {
  const { listings, reports, reviews, messages, notifications } = deps;
  return {
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
  };
}
