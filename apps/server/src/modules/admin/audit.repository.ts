import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, user } from '../../db/schema/index.ts';
import { afterKeyset, containsAny, type Keyset } from '../../lib/keyset.ts';

/** Writers pass their transaction, so an action and its audit row commit together. */
type Tx = Pick<Database, 'insert'>;

export interface AuditRecord {
  actorId: string;
  action: 'verify_seller' | 'delete_user' | 'dismiss_report' | 'remove_listing';
  targetType: 'user' | 'report' | 'product';
  targetId: string;
  details: { summary: string } & Record<string, unknown>;
}

export const recordAudit = (tx: Tx, entry: AuditRecord) => tx.insert(auditLog).values(entry);

export function createAuditRepository(db: Database) {
  return {
    async page(q: string | undefined, after: Keyset | undefined, limit: number) {
      const where = containsAny(q, user.name, user.email, auditLog.action);
      const rows = await db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          details: auditLog.details,
          createdAt: auditLog.createdAt,
          actorId: user.id,
          actorName: user.name,
          actorEmail: user.email,
        })
        .from(auditLog)
        .innerJoin(user, eq(user.id, auditLog.actorId))
        .where(and(where, afterKeyset(auditLog.createdAt, auditLog.id, after)))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit + 1);
      const [total] = await db
        .select({ n: count() })
        .from(auditLog)
        .innerJoin(user, eq(user.id, auditLog.actorId))
        .where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}
