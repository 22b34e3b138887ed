import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { products } from '#server/db/schema/listings.ts';

/** Reads and writes of a listing's proof (code, photo, the admin's badge removal). */
export interface ProofRepository {
  /** The seller's listing's stored code (null when it has none), or undefined when it is not theirs. */
  codeOf(id: string, sellerId: string): Promise<{ proofCode: string | null } | undefined>;
  /** A listing's name and proof state, locked, or undefined when it does not exist (or was deleted). */
  find(id: string, exec: Executor): Promise<{ name: string; proofPhoto: string | null; proofBadgeRemovedAt: Date | null } | undefined>;
  removeBadge(id: string, exec: Executor): Promise<void>;
}

export function createProofRepository(db: Database): ProofRepository {
  return {
    /** The seller's listing's stored code (null when it has none), or undefined when it is not theirs. */
    async codeOf(id: string, sellerId: string): Promise<{ proofCode: string | null } | undefined> {
      const [row] = await db
        .select({ proofCode: products.proofCode })
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
  };
}
