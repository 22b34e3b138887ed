import type { AdminReport, AdminReportPage, Message, ProductStatus, ReportView } from '@reboard/contracts';
import type { Database, Tx } from '#server/db/client.ts';
import { conflict, forbidden, notFound } from '#server/lib/errors.ts';
import { isUuid } from '#server/lib/ids.ts';
import { decodeUuidKeyset, encodeKeyset, pageOf, type ListQuery } from '#server/lib/keyset.ts';
import { partyOf, type AccountsService, type SessionUser } from '../auth/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import { createReportsRepository, type ReportRecord } from './reports.repository.ts';
import { said } from '#server/lib/i18n.ts';

export interface ReportsDeps {
  catalog: Pick<CatalogService, 'getProduct' | 'summaries' | 'idsMatching'>;
  accounts: Pick<AccountsService, 'people' | 'idsMatching'>;
}

/** An open report with what an admin acts on: its listing's name and state. */
export interface OpenReport {
  id: string;
  productId: string;
  productName: string;
  productStatus: ProductStatus;
  /** Who listed it: told when it is removed. */
  sellerId: string;
  reason: string;
}

/** Reports of listings: a person's report, and the admins' queue and answers. */
export interface ReportsService {
  report(user: SessionUser, productId: string, reason: string): Promise<Message>;
  /** The admins' queue (open) or its history (resolved), searchable, page by page. */
  queue(query: ListQuery & { view: ReportView }): Promise<AdminReportPage>;
  /** A report an admin may still act on. */
  openReport(id: string): Promise<OpenReport>;
  /** Dismiss: the listing stays and this report closes. */
  dismiss(id: string, actorId: string, tx: Tx): Promise<void>;
  /** The listing was removed: every open report on it closes. */
  closeForRemovedListing(productId: string, actorId: string, tx: Tx): Promise<void>;
}

export function createReportsService(db: Database, deps: ReportsDeps): ReportsService {
  const repo = createReportsRepository(db);
  const { catalog, accounts } = deps;

  /**
   * Reports with their listings, sellers, reporters and resolvers: no join across modules, but
   * one lookup of listings and one of people for the whole page, in the page's order.
   */
  async function withDetails(rows: ReportRecord[]): Promise<AdminReport[]> {
    const listings = await catalog.summaries(rows.map((r) => r.productId));
    const people = await accounts.people([
      ...rows.flatMap((r) => [r.reporterId, ...(r.resolvedBy ? [r.resolvedBy] : [])]),
      ...[...listings.values()].map((l) => l.sellerId),
    ]);
    return rows.flatMap((r) => {
      const listing = listings.get(r.productId);
      const seller = listing && people.get(listing.sellerId);
      const reporter = people.get(r.reporterId);
      if (!listing || !seller || !reporter) return [];
      const resolver = r.resolvedBy ? people.get(r.resolvedBy) : undefined;
      return [
        {
          id: r.id,
          product: { id: listing.id, name: listing.name, status: listing.status },
          seller: partyOf(seller),
          reporter: partyOf(reporter),
          reason: r.reason,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
          resolvedAt: r.resolvedAt?.toISOString() ?? null,
          resolvedBy: resolver ? partyOf(resolver) : null,
        },
      ];
    });
  }

  /** A search over listing names and sellers' and reporters' names and emails, as ids. */
  async function match(q: string | undefined) {
    if (!q) return undefined;
    const personIds = await accounts.idsMatching(q);
    return { productIds: await catalog.idsMatching(q, personIds), reporterIds: personIds };
  }

  return {
    async report(user: SessionUser, productId: string, reason: string): Promise<Message> {
      const listing = await catalog.getProduct(productId);
      if (listing.status !== 'active') throw notFound('errors.listing.noLongerForSale');
      if (listing.seller.id === user.id) throw forbidden('errors.report.ownListing');
      if (!(await repo.insertOpen(listing.id, user.id, reason))) {
        throw conflict('ALREADY_REPORTED', 'errors.report.alreadyReported');
      }
      return said('errors.success.productReported');
    },

    /** The admins' queue (open) or its history (resolved), searchable, page by page. */
    async queue(query: ListQuery & { view: ReportView }): Promise<AdminReportPage> {
      const { rows, total } = await repo.page(query.view, await match(query.q), decodeUuidKeyset(query.cursor), query.limit);
      const { items, nextCursor } = pageOf(rows, query.limit, encodeKeyset);
      return { items: await withDetails(items), nextCursor, total };
    },

    /** A report an admin may still act on. */
    async openReport(id: string): Promise<OpenReport> {
      const report = isUuid(id) ? await repo.find(id) : undefined;
      const listing = report && (await catalog.summaries([report.productId])).get(report.productId);
      if (!report || !listing) throw notFound('errors.report.noSuch');
      if (report.status !== 'open') throw conflict('ALREADY_RESOLVED', 'errors.report.alreadyResolved');
      return { id: report.id, productId: listing.id, productName: listing.name, productStatus: listing.status, sellerId: listing.sellerId, reason: report.reason };
    },

    /** Dismiss: the listing stays and this report closes. */
    dismiss: (id: string, actorId: string, tx: Tx) => repo.dismiss(id, actorId, tx),

    /** The listing was removed: every open report on it closes. */
    closeForRemovedListing: (productId: string, actorId: string, tx: Tx) => repo.closeOpenOnListing(productId, actorId, tx),
  };
}
