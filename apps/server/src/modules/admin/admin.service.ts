import type { AdminReport, AdminUser, AuditEntry, Message } from '@reboard/contracts';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { decodeKeyset, pageOf } from '../../lib/keyset.ts';
import type { SessionUser } from '../auth/access.ts';
import { createAuditRepository } from './audit.repository.ts';
import { createModerationRepository } from './moderation.repository.ts';
import { createReportQueueRepository, type ReportQueueRow } from './report-queue.repository.ts';

type ListQuery = { q?: string | undefined; cursor?: string | undefined; limit: number };

const party = (id: string | null, name: string | null, email: string | null) =>
  id ? { id, name: name ?? '', email: email ?? '' } : null;

function toReport(r: ReportQueueRow): AdminReport {
  return {
    id: r.id,
    product: { id: r.productId, name: r.productName, status: r.productStatus },
    seller: party(r.sellerId, r.sellerName, r.sellerEmail)!,
    reporter: party(r.reporterId, r.reporterName, r.reporterEmail)!,
    reason: r.reason,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    resolvedBy: party(r.resolverId, r.resolverName, r.resolverEmail),
  };
}

export function createAdminService(db: Database) {
  const moderation = createModerationRepository(db);
  const queue = createReportQueueRepository(db);
  const audit = createAuditRepository(db);

  async function users(role: 'buyer' | 'seller', query: ListQuery) {
    const { rows, total } = await moderation.users(role, query.q, decodeKeyset(query.cursor), query.limit);
    const { items, nextCursor } = pageOf(rows, query.limit);
    const toUser = (u: (typeof items)[number]): AdminUser => ({ ...u, createdAt: u.createdAt.toISOString() });
    return { items: items.map(toUser), nextCursor, total };
  }

  async function openReport(id: string): Promise<ReportQueueRow> {
    const report = isUuid(id) ? await queue.find(id) : undefined;
    if (!report) throw notFound('No such report');
    if (report.status !== 'open') throw conflict('ALREADY_RESOLVED', 'This report has already been resolved');
    return report;
  }

  return {
    sellers: (query: ListQuery) => users('seller', query),
    buyers: (query: ListQuery) => users('buyer', query),

    async verifySeller(admin: SessionUser, id: string): Promise<Message> {
      const target = await moderation.find(id);
      if (!target || target.role !== 'seller') throw notFound('No such seller');
      if (!target.sellerVerified) await moderation.verifySeller(id, admin.id, target.name);
      return { message: `${target.name} is now verified` };
    },

    /** The spec's toasts differ by role: "{name} deleted successfully" for sellers, "{name}'s account…" for buyers. */
    async deleteUser(admin: SessionUser, id: string): Promise<Message> {
      if (id === admin.id) throw forbidden('You cannot delete your own account');
      const target = await moderation.find(id);
      if (!target) throw notFound('No such account');
      if (target.role === 'admin') throw forbidden('Admins cannot delete other admins');
      await moderation.softDelete(target, admin.id);
      return {
        message: target.role === 'seller' ? `${target.name} deleted successfully` : `${target.name}'s account deleted successfully`,
      };
    },

    async reports(query: ListQuery & { view: 'open' | 'resolved' }) {
      const { rows, total } = await queue.page(query.view, query.q, decodeKeyset(query.cursor), query.limit);
      const { items, nextCursor } = pageOf(rows, query.limit);
      return { items: items.map(toReport), nextCursor, total };
    },

    async resolveReport(admin: SessionUser, id: string, action: 'dismiss' | 'remove'): Promise<Message> {
      const report = await openReport(id);
      if (action === 'dismiss') {
        await queue.dismiss(report, admin.id);
        return { message: 'Report dismissed: the listing stays' };
      }
      if (report.productStatus === 'sold') {
        throw conflict('LISTING_SOLD', 'This listing is already sold; dismiss the report instead');
      }
      await queue.removeListing(report, admin.id);
      return { message: `${report.productName} was removed from the market` };
    },

    async audit(query: ListQuery): Promise<{ items: AuditEntry[]; nextCursor: string | null; total: number }> {
      const { rows, total } = await audit.page(query.q, decodeKeyset(query.cursor), query.limit);
      const { items, nextCursor } = pageOf(rows, query.limit);
      return {
        items: items.map((r) => ({
          id: r.id,
          actor: { id: r.actorId, name: r.actorName, email: r.actorEmail },
          action: r.action,
          targetType: r.targetType,
          targetId: r.targetId,
          summary: String((r.details as { summary?: string } | null)?.summary ?? r.action),
          createdAt: r.createdAt.toISOString(),
        })),
        nextCursor,
        total,
      };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
