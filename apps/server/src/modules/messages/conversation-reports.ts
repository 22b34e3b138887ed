import type { ConversationReportPage, Message } from '@reboard/contracts';
import type { Tx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { said } from '#server/lib/i18n.ts';
import { isUuid } from '#server/lib/ids.ts';
import { decodeUuidKeyset, encodeKeyset, pageOf } from '#server/lib/keyset.ts';
import type { SessionUser } from '../auth/index.ts';
import { toChatMessage } from './conversation-view.ts';
import type { MessagesContext, MessagesService } from './messages.types.ts';

export type ConversationReports = Pick<MessagesService, 'report' | 'reportQueue' | 'openReport' | 'closeReport'>;

/** How many of a reported conversation's latest messages the admins' queue shows with the report. */
export const REPORTED_MESSAGES_SHOWN = 100;

/** A party's report of a conversation, and the admins' queue of them. */
export function createConversationReports({ repo, lookups, mine }: MessagesContext): ConversationReports {
  return {
    /** A participant asks the admins to read the conversation. */
    async report(user: SessionUser, id: string, reason: string): Promise<Message> {
      const c = await mine(user, id);
      if (!(await repo.insertReport(c.id, user.id, reason))) {
        throw conflict('ALREADY_REPORTED', 'errors.conversation.alreadyReported');
      }
      return said('errors.success.conversationReported');
    },

    /** The admins' queue of reported conversations, each with its latest messages. */
    async reportQueue(query: { view: 'open' | 'closed'; cursor?: string | undefined; limit: number }): Promise<ConversationReportPage> {
      const { rows, total } = await repo.reportPage(query.view, decodeUuidKeyset(query.cursor), query.limit);
      const { items, nextCursor } = pageOf(rows, query.limit, (r) => encodeKeyset(r.report));
      const [found, messageLists] = await Promise.all([
        lookups(
          items.map((r) => r.conversation),
          items.map((r) => r.report.reporterId),
        ),
        Promise.all(items.map((r) => repo.latestMessages(r.conversation.id, REPORTED_MESSAGES_SHOWN))),
      ]);
      const person = (pid: string) => ({ id: pid, name: found.people.get(pid)?.name ?? 'Former member' });
      return {
        items: items.map(({ report, conversation: c }, i) => {
          const listing = found.listings.get(c.productId);
          return {
            id: report.id,
            conversationId: c.id,
            reason: report.reason,
            status: report.status,
            createdAt: report.createdAt.toISOString(),
            closedAt: report.closedAt?.toISOString() ?? null,
            reporter: person(report.reporterId),
            buyer: person(c.buyerId),
            seller: person(c.sellerId),
            listing: { id: c.productId, name: listing?.name ?? 'Removed listing', picture: listing?.picture ?? null },
            messages: messageLists[i]!.map((m) => {
              const { mine: _mine, ...shown } = toChatMessage(m, '', found.people);
              return shown;
            }),
          };
        }),
        nextCursor,
        total,
      };
    },

    /** An open report an admin may close, with a line for the audit log. */
    async openReport(id: string): Promise<{ id: string; summary: string }> {
      const report = isUuid(id) ? await repo.findReport(id) : undefined;
      if (!report) throw notFound('errors.report.noSuch');
      if (report.status !== 'open') throw conflict('ALREADY_CLOSED', 'errors.report.alreadyClosed');
      return { id: report.id, summary: `Closed a report on conversation ${report.conversationId}` };
    },

    /** Closes a report in the admin's transaction; false when someone closed it meanwhile. */
    closeReport: (id: string, adminId: string, tx: Tx) => repo.closeReport(id, adminId, tx),
  };
}
