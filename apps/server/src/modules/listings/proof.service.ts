import type { ProofCode, ProofStatus } from '@reboard/contracts';
import type { Database, Tx } from '#server/db/client.ts';
import { conflict, invalid, notFound } from '#server/lib/errors.ts';
import { isUuid } from '#server/lib/ids.ts';
import type { SessionUser } from '../auth/index.ts';
import type { ProofCodes } from './proof.ts';
import { createProofRepository, type ProofRepository } from './proof.repository.ts';

type ProofInput = { proofToken?: string | undefined; proofPhoto?: string | null | undefined };
type ProofColumns = {
  proofCode?: string;
  proofPhoto?: string | null;
  proofStatus?: ProofStatus | null;
  proofSubmittedAt?: Date | null;
  proofRejectedReason?: string | null;
};

/** A new photo waits for an admin's check; no photo, no check. */
const checkOf = (photo: string | null) =>
  photo
    ? { proofStatus: 'pending' as const, proofSubmittedAt: new Date(), proofRejectedReason: null }
    : { proofStatus: null, proofSubmittedAt: null, proofRejectedReason: null };

const FORGED = 'errors.proof.forged';
const NO_CODE = 'errors.proof.noCode';

/** The proof side of listing and editing: which code a listing keeps and its proof photo. */
export interface ProofService {
  /** A code for the Add Product form. */
  issue(user: SessionUser): ProofCode;
  /** Every new listing gets a code: the one the form showed, or a fresh one. */
  forNewListing(user: SessionUser, input: ProofInput): Required<ProofColumns>;
  /** An edit keeps the listing's code; a listing from before codes takes the form's. */
  forEdit(user: SessionUser, id: string, input: ProofInput): Promise<ProofColumns>;
}

export function createProofService(db: Database, codes: ProofCodes): ProofService {
  const repo = createProofRepository(db);

  /** The token's code, or a 400 naming the field when it was forged or issued to someone else. */
  const codeFrom = (user: SessionUser, token: string): string => {
    const code = codes.read(user.id, token);
    if (!code) throw invalid(FORGED, { proofToken: FORGED });
    return code;
  };

  return {
    /** A code for the Add Product form. */
    issue: (user: SessionUser): ProofCode => codes.issue(user.id),

    /**
     * Every new listing gets a code: the one the form showed (its token), or, from a client that
     * showed none, a fresh one; a proof photo without a shown code proves nothing and is refused.
     */
    forNewListing(user: SessionUser, input: ProofInput): Required<ProofColumns> {
      if (input.proofToken) {
        const photo = input.proofPhoto ?? null;
        return { proofCode: codeFrom(user, input.proofToken), proofPhoto: photo, ...checkOf(photo) };
      }
      if (input.proofPhoto) throw invalid(NO_CODE, { proofToken: NO_CODE });
      return { proofCode: codes.issue(user.id).code, proofPhoto: null, ...checkOf(null) };
    },

    /**
     * An edit keeps the listing's code; a listing from before codes takes the form's. The photo
     * is set or taken away when the body says so (null), and kept when it says nothing. A new
     * photo goes to the admins' check again (an approval was of the old one, a rejection's
     * reason is answered by the new one), except where an admin removed the badge for good.
     */
    async forEdit(user: SessionUser, id: string, input: ProofInput): Promise<ProofColumns> {
      const given = input.proofToken ? codeFrom(user, input.proofToken) : undefined;
      const stored = isUuid(id) ? await repo.codeOf(id, user.id) : undefined;
      // Not the seller's: the edit itself is refused with the right reason.
      if (!stored) return {};
      const columns: ProofColumns = stored.proofCode === null && given ? { proofCode: given } : {};
      if (input.proofPhoto === undefined) return columns;
      if (input.proofPhoto && !(stored.proofCode ?? given)) throw invalid(NO_CODE, { proofPhoto: NO_CODE });
      if (input.proofPhoto === stored.proofPhoto || (input.proofPhoto && stored.proofBadgeRemovedAt)) {
        return { ...columns, proofPhoto: input.proofPhoto };
      }
      return { ...columns, proofPhoto: input.proofPhoto, ...checkOf(input.proofPhoto) };
    },
  };
}

/**
 * An admin takes the "Photo with code" badge away (the proof is wrong); the listing's name for
 * the audit log. The photo stays for its seller to see; the badge does not come back with a new one.
 */
export async function removeProofBadge(repo: ProofRepository, id: string, tx: Tx): Promise<{ name: string }> {
  const listing = isUuid(id) ? await repo.find(id, tx) : undefined;
  if (!listing) throw notFound('errors.listing.noSuch');
  if (!listing.proofPhoto || listing.proofBadgeRemovedAt) throw conflict('NO_PROOF_BADGE', 'errors.proof.noBadge');
  await repo.removeBadge(id, tx);
  return { name: listing.name };
}
