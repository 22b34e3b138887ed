import type {
  AdminAccountQuery,
  AdminProblemPage,
  AdminReportPage,
  AdminUserPage,
  AuditEntry,
  Message,
  PendingProofPage,
  ReportView,
  ResolveReport,
} from '@reboard/contracts';
import type { Database } from '#server/db/client.ts';
import type { ListQuery } from '#server/lib/keyset.ts';
import type { AccountsService, SessionUser } from '../auth/index.ts';
import type { ListingStatusService } from '../listings/index.ts';
import type { MessagesService } from '../messages/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { OrdersService, ProblemsService } from '../orders/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import type { ReportsService } from '../reports/index.ts';
import type { ReviewsService } from '../reviews/index.ts';
import type { AuditRepository } from './audit.repository.ts';

/** The services admins act through; each owns its tables, this one owns only the audit log. */
export interface AdminDeps {
  accounts: Pick<
    AccountsService,
    'listByRole' | 'findActive' | 'findRemoved' | 'verifySeller' | 'softDelete' | 'restore' | 'people' | 'idsMatching'
  >;
  listings: Pick<
    ListingStatusService,
    'removeFromMarket' | 'withdrawSellerListings' | 'returnSellerListings' | 'markSellerVerified' | 'removeProofBadge' | 'pendingProofs' | 'approveProof' | 'rejectProof'
  >;
  orders: Pick<OrdersService, 'cancelPendingOf'>;
  reports: Pick<ReportsService, 'queue' | 'openReport' | 'dismiss' | 'closeForRemovedListing'>;
  reviews: Pick<ReviewsService, 'liveReview' | 'remove'>;
  problems: Pick<ProblemsService, 'queue' | 'openProblem' | 'refund' | 'close'>;
  payments: Pick<PaymentsService, 'enqueueRefund'>;
  messages: Pick<MessagesService, 'reportQueue' | 'openReport' | 'closeReport'>;
  notifications: Pick<NotificationsService, 'notify'>;
}

/** What each of the admin service's use cases is built from. */
export interface AdminContext {
  db: Database;
  deps: AdminDeps;
  audit: AuditRepository;
}

/**
 * Moderation. Every change commits together with its audit row. Built by use case:
 * admin-accounts.ts, admin-moderation.ts, admin-proofs.ts, admin-problems.ts and audit-log.ts.
 */
export interface AdminService {
  // People (admin-accounts.ts)
  sellers(query: AdminAccountQuery): Promise<AdminUserPage>;
  buyers(query: AdminAccountQuery): Promise<AdminUserPage>;
  verifySeller(admin: SessionUser, id: string): Promise<Message>;
  /** Soft delete: sessions end, unsold listings leave the storefront, unpaid bookings are cancelled. */
  deleteUser(admin: SessionUser, id: string): Promise<Message>;
  /** Undoes a removal: the account signs in again and its unsold listings return. */
  restoreUser(admin: SessionUser, id: string): Promise<Message>;

  // Reports (admin-moderation.ts)
  reports(query: ListQuery & { view: ReportView }): Promise<AdminReportPage>;
  resolveReport(admin: SessionUser, id: string, action: ResolveReport['action']): Promise<Message>;
  /** A listing's proof photo does not show its code (or the item): the "Photo with code" badge goes. */
  removeProofBadge(admin: SessionUser, id: string): Promise<Message>;
  /** The review leaves the seller's page and averages; the row stays, and the log says why. */
  removeReview(admin: SessionUser, id: string, reason: string | undefined): Promise<Message>;
  /** Reported conversations: the only way an admin reads one. */
  conversationReports: MessagesService['reportQueue'];
  closeConversationReport(admin: SessionUser, id: string): Promise<Message>;

  // Proof photos (admin-proofs.ts)
  /** The proof photos waiting for a check, newest first. */
  pendingProofs(query: Pick<ListQuery, 'cursor' | 'limit'>): Promise<PendingProofPage>;
  /** The photo shows the code beside the item: the "Photo with code" badge shows; its seller is told. */
  approveProof(admin: SessionUser, id: string): Promise<Message>;
  /** It does not: no badge; its seller is told why. */
  rejectProof(admin: SessionUser, id: string, reason: string): Promise<Message>;

  // Buyers' problems (admin-problems.ts)
  problems(query: ListQuery & { view: ReportView }): Promise<AdminProblemPage>;
  /** The buyer is refunded through the provider and the order cancelled with the reason. */
  refundProblem(admin: SessionUser, id: string, reason: string): Promise<Message>;
  /** The problem closes without a refund, with a note both sides read; the order goes on. */
  closeProblem(admin: SessionUser, id: string, note: string): Promise<Message>;

  // The log (audit-log.ts)
  /** What admins did, newest first; actors are looked up in one query for the page. */
  audit(query: ListQuery): Promise<{ items: AuditEntry[]; nextCursor: string | null; total: number }>;
}
