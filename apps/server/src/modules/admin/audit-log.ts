import type { AuditEntry } from '@reboard/contracts';
import { decodeUuidKeyset, encodeKeyset, pageOf, type ListQuery } from '#server/lib/keyset.ts';
import { partyOf } from '../auth/index.ts';
import type { AdminContext, AdminService } from './admin.types.ts';

export type AuditLog = Pick<AdminService, 'audit'>;

/** The admins' own log, read back. */
export function createAuditLog({ deps, audit }: AdminContext): AuditLog {
  const { accounts } = deps;
  return {
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
