import { randomInt } from 'node:crypto';
import {
  PROOF_CODE_ALPHABET,
  PROOF_CODE_LENGTH,
  PROOF_CODE_PATTERN,
  type ProductProof,
  type ProofStatus,
  type SellerListing,
} from '@reboard/contracts';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { products } from '#server/db/schema/listings.ts';
import { createSigner } from '#server/lib/signing.ts';

/*
 * Proof codes are stateless: the server picks a random code and signs it together with the
 * seller's id. The form sends the token back with the listing, so a seller can neither choose a
 * code nor use one issued to someone else, and nothing is stored until the listing is.
 */
export interface ProofCodes {
  /** A fresh code, such as RB-7K2Q, and its token for this seller. */
  issue(sellerId: string): { code: string; token: string };
  /** The code a token carries, or undefined when this app did not sign it for this seller. */
  read(sellerId: string, token: string): string | undefined;
}

export function createProofCodes(appSecret: string): ProofCodes {
  const signer = createSigner('proof-code', appSecret);
  const bodyOf = (sellerId: string, code: string) => `${Buffer.from(sellerId).toString('base64url')}.${code}`;

  return {
    /** A fresh code, such as RB-7K2Q, and its token for this seller. */
    issue(sellerId: string): { code: string; token: string } {
      const chars = Array.from({ length: PROOF_CODE_LENGTH }, () => PROOF_CODE_ALPHABET[randomInt(PROOF_CODE_ALPHABET.length)]);
      const code = `RB-${chars.join('')}`;
      return { code, token: `${code}.${signer.sign(bodyOf(sellerId, code))}` };
    },

    /** The code a token carries, or undefined when this app did not sign it for this seller. */
    read(sellerId: string, token: string): string | undefined {
      const [code, signature, ...rest] = token.split('.');
      if (!code || !signature || rest.length > 0 || !PROOF_CODE_PATTERN.test(code)) return undefined;
      return signer.verify(bodyOf(sellerId, code), signature) ? code : undefined;
    },
  };
}

/** The proof columns every listing read carries (spread into the listing columns). */
export const proofColumns = {
  proofCode: products.proofCode,
  proofPhoto: products.proofPhoto,
  proofBadgeRemovedAt: products.proofBadgeRemovedAt,
  proofStatus: products.proofStatus,
  proofRejectedReason: products.proofRejectedReason,
};

/**
 * A listing earns the badge with a proof photo an admin approved, until an admin removes it:
 * the `proof=true` filter (and products_proof_newest_idx, whose condition this implies).
 */
export const hasProofBadge = and(
  isNotNull(products.proofPhoto),
  isNotNull(products.proofCode),
  isNull(products.proofBadgeRemovedAt),
  eq(products.proofStatus, 'approved'),
);

type ProofRow = {
  proofCode: string | null;
  proofPhoto: string | null;
  proofBadgeRemovedAt: Date | null;
  proofStatus: ProofStatus | null;
  proofRejectedReason: string | null;
};

/** The public side of the proof (the same rule as hasProofBadge): photo and code while badged, else null. */
export const proofOf = (row: ProofRow): ProductProof | null =>
  row.proofPhoto && row.proofCode && !row.proofBadgeRemovedAt && row.proofStatus === 'approved' ? { code: row.proofCode, photo: row.proofPhoto } : null;

/** Whether the page should say the photo is being checked (it waits for an admin, and no badge was removed). */
export const proofPendingOf = (row: ProofRow): boolean => row.proofPhoto !== null && row.proofStatus === 'pending' && !row.proofBadgeRemovedAt;

/** What the seller sees of it: the code and photo whatever the badge, the admin's check, and whether an admin removed it. */
export const sellerProofOf = (row: ProofRow): Pick<SellerListing, 'proofCode' | 'proofPhoto' | 'proofBadgeRemoved' | 'proofStatus' | 'proofRejectedReason'> => ({
  proofCode: row.proofCode,
  proofPhoto: row.proofPhoto,
  proofBadgeRemoved: row.proofBadgeRemovedAt !== null,
  proofStatus: row.proofPhoto === null ? null : row.proofStatus,
  proofRejectedReason: row.proofStatus === 'rejected' ? row.proofRejectedReason : null,
});
