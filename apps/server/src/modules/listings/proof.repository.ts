import type { ProofStatus } from '@reboard/contracts';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { products } from '#server/db/schema/listings.ts';
import { afterKeyset, type Keyset } from '#server/lib/keyset.ts';

/** A proof photo waiting for an admin's check. */
export type PendingProofRow = { id: string; name: string; sellerId: string; code: string; photo: string; submittedAt: Date };

/** Photos to check: sent, not yet decided, on a listing still for sale. */
const waiting = and(eq(products.proofStatus, 'pending'), isNotNull(products.proofPhoto), isNotNull(products.proofCode), isNull(products.deletedAt), eq(products.status, 'active'));

type StoredProof = { proofCode: string | null; proofPhoto: string | null; proofBadgeRemovedAt: Date | null };

/** Reads and writes of a listing's proof (code, photo, the admin's badge removal). */
export interface ProofRepository {
  /** The seller's listing's stored code and photo (null when it has none), or undefined when it is not theirs. */
  codeOf(id: string, sellerId: string): Promise<StoredProof | undefined>;
  /** A listing's name and proof state, locked, or undefined when it does not exist (or was deleted). */
  find(id: string, exec: Executor): Promise<{ name: string; proofPhoto: string | null; proofBadgeRemovedAt: Date | null } | undefined>;
  removeBadge(id: string, exec: Executor): Promise<void>;
  /** A page of the photos waiting for a check, newest first, and how many wait in all. */
  pending(after: Keyset | undefined, limit: number): Promise<{ rows: PendingProofRow[]; total: number }>;
  /** A listing's proof and who sells it, locked, or undefined when it does not exist (or was deleted). */
  findForCheck(id: string, exec: Executor): Promise<{ name: string; sellerId: string; proofStatus: ProofStatus | null } | undefined>;
  /** Records the admin's check of a pending photo (the reason only with a rejection); whether it was pending. */
  decide(id: string, status: 'approved' | 'rejected', reason: string | null, exec: Executor): Promise<boolean>;
}

export function createProofRepository(db: Database): ProofRepository {
  return {
    /** The seller's listing's stored code and photo (null when it has none), or undefined when it is not theirs. */
    async codeOf(id: string, sellerId: string): Promise<StoredProof | undefined> {
      const [row] = await db
        .select({ proofCode: products.proofCode, proofPhoto: products.proofPhoto, proofBadgeRemovedAt: products.proofBadgeRemovedAt })
        .from(products)
        .where(and(eq(products.id, id), eq(products.sellerId, sellerId), isNull(products.deletedAt)));
      return row;
    },

    /** A listing's name and proof state, or undefined when it does not exist (or was deleted). */
    async find(id: string, exec: Executor) {
      const [row] = await exec
        .select({ name: products.name, proofPhoto: products.proofPhoto, proofBadgeRemovedAt: products.proofBadgeRemovedAt })
        .from(products)
        .where(and(eq(products.id, id), isNull(products.deletedAt)))
        .for('update');
      return row;
    },

    async removeBadge(id: string, exec: Executor): Promise<void> {
      await exec.update(products).set({ proofBadgeRemovedAt: new Date(), updatedAt: new Date() }).where(eq(products.id, id));
    },

    /** A page of the photos waiting for a check, newest first, and how many wait in all. */
    async pending(after: Keyset | undefined, limit: number) {
      const rows = await db
        .select({
          id: products.id,
          name: products.name,
          sellerId: products.sellerId,
          code: products.proofCode,
          photo: products.proofPhoto,
          submittedAt: products.proofSubmittedAt,
          updatedAt: products.updatedAt,
        })
        .from(products)
        .where(and(waiting, afterKeyset(products.proofSubmittedAt, products.id, after)))
        .orderBy(desc(products.proofSubmittedAt), desc(products.id))
        .limit(limit + 1);
      const [total] = await db.select({ n: count() }).from(products).where(waiting);
      return {
        // `waiting` makes code and photo present; a row from before the check has its edit time.
        rows: rows.map((r) => ({ id: r.id, name: r.name, sellerId: r.sellerId, code: r.code ?? '', photo: r.photo ?? '', submittedAt: r.submittedAt ?? r.updatedAt })),
        total: Number(total?.n ?? 0),
      };
    },

    /** A listing's proof and who sells it, locked, or undefined when it does not exist (or was deleted). */
    async findForCheck(id: string, exec: Executor) {
      const [row] = await exec
        .select({ name: products.name, sellerId: products.sellerId, proofStatus: products.proofStatus })
        .from(products)
        .where(and(eq(products.id, id), isNull(products.deletedAt)))
        .for('update');
      return row;
    },

    /** Records the admin's check of a pending photo (the reason only with a rejection); whether it was pending. */
    async decide(id: string, status: 'approved' | 'rejected', reason: string | null, exec: Executor): Promise<boolean> {
      const rows = await exec
        .update(products)
        .set({ proofStatus: status, proofRejectedReason: reason, updatedAt: new Date() })
        .where(and(eq(products.id, id), eq(products.proofStatus, 'pending')))
        .returning({ id: products.id });
      return rows.length > 0;
    },
  };
}
