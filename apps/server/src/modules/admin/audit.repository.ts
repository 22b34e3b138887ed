import { and, count, desc, inArray, or, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema/admin.ts';
import { afterKeyset, containsAny, type Keyset } from '#server/lib/keyset.ts';

export interface AuditRecord {
  actorId: string;
  action: 'verify_seller' | 'delete_user' | 'restore_user' | 'dismiss_report' | 'remove_listing' | 'remove_review' | 'refund_problem' | 'close_problem' | 'close_conversation_report' | 'remove_proof_badge' | 'approve_proof' | 'reject_proof';
  targetType: 'user' | 'report' | 'product' | 'review' | 'problem' | 'conversation_report';
  targetId: string;
  details: { summary: string } & Record<string, unknown>;
}

/** A search on the log: the action's name, or actors (found by name or email through auth). */
export type AuditMatch = { q: string; actorIds: string[] };

const matching = (m: AuditMatch | undefined): SQL | undefined =>
  m && or(containsAny(m.q, auditLog.action), m.actorIds.length > 0 ? inArray(auditLog.actorId, m.actorIds) : undefined);

/** A row of the audit log as its table holds it. */
export type AuditRow = typeof auditLog.$inferSelect;

/** The admins' audit log: one row per action, written in the action's transaction. */
export interface AuditRepository {
  /** Writers pass their transaction, so an action and its audit row commit together. */
  record(entry: AuditRecord, exec: Executor): Promise<void>;
  page(match: AuditMatch | undefined, after: Keyset | undefined, limit: number): Promise<{ rows: AuditRow[]; total: number }>;
}

export function createAuditRepository(db: Database): AuditRepository {
  return {
    /** Writers pass their transaction, so an action and its audit row commit together. */
    async record(entry: AuditRecord, exec: Executor): Promise<void> {
      await exec.insert(auditLog).values(entry);
    },

    async page(match: AuditMatch | undefined, after: Keyset | undefined, limit: number) {
      const where = matching(match);
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(where, afterKeyset(auditLog.createdAt, auditLog.id, after)))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit + 1);
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}
