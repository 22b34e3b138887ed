import type { Tx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { isUuid } from '#server/lib/ids.ts';
import type { Keyset } from '#server/lib/keyset.ts';
import type { PendingProofRow, ProofRepository } from './proof.repository.ts';

/** The listing an admin's check was about: its name for the audit log, its seller for the notification. */
export type CheckedProof = { name: string; sellerId: string };

/**
 * An admin's check of proof photos: the queue of those waiting, and the decision on one. The
 * admin module calls these inside its own transaction, so the decision, its audit row and the
 * seller's notification commit together.
 */
export interface ProofReview {
  /** A page of the photos waiting for a check, newest first, and how many wait in all. */
  pendingProofs(after: Keyset | undefined, limit: number): Promise<{ rows: PendingProofRow[]; total: number }>;
  /** The photo shows the code beside the item: the badge shows from now on. */
  approveProof(id: string, tx: Tx): Promise<CheckedProof>;
  /** It does not: no badge, and its seller reads the reason. */
  rejectProof(id: string, reason: string, tx: Tx): Promise<CheckedProof>;
}

export function createProofReview(repo: ProofRepository): ProofReview {
  /** 404 for an unknown listing, 409 when its photo is not waiting (another admin decided, or the seller took it away). */
  async function decide(id: string, status: 'approved' | 'rejected', reason: string | null, tx: Tx): Promise<CheckedProof> {
    const listing = isUuid(id) ? await repo.findForCheck(id, tx) : undefined;
    if (!listing) throw notFound('errors.listing.noSuch');
    if (listing.proofStatus !== 'pending' || !(await repo.decide(id, status, reason, tx))) {
      throw conflict('PROOF_NOT_PENDING', 'errors.proof.notPending');
    }
    return { name: listing.name, sellerId: listing.sellerId };
  }

  return {
    pendingProofs: (after, limit) => repo.pending(after, limit),
    approveProof: (id, tx) => decide(id, 'approved', null, tx),
    rejectProof: (id, reason, tx) => decide(id, 'rejected', reason, tx),
  };
}
