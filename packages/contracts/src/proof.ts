import { z } from 'zod';
import { UPLOAD_URL_PATTERN } from './uploads.ts';
import { multiLine, singleLine } from './text.ts';

/*
 * The photo that proves a seller holds the item: the server issues a short code at listing
 * time, the seller writes it on paper beside the item and photographs both. An admin checks
 * the photo against the code; once approved (and until an admin removes the badge) the listing
 * carries the "Photo with code" badge and passes the proof filter.
 */

/** Where a proof photo stands: waiting for an admin, approved (the badge shows), or rejected with a reason. */
export const PROOF_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ProofStatusSchema = z.enum(PROOF_STATUSES);
export type ProofStatus = z.infer<typeof ProofStatusSchema>;

/** No 0/O, 1/I/L: a handwritten code must read back the same. */
export const PROOF_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PROOF_CODE_LENGTH = 4;
export const PROOF_CODE_PATTERN = new RegExp(`^RB-[${PROOF_CODE_ALPHABET}]{${PROOF_CODE_LENGTH}}$`);

export const PROOF_BADGE_LABEL = 'Photo with code';

/** GET /api/seller/proof-code: the code to show, and the signed token the form sends back with the listing. */
export const ProofCodeSchema = z.object({ code: z.string(), token: z.string() });
export type ProofCode = z.infer<typeof ProofCodeSchema>;

/** A proof photo is an upload (never a demo picture: it must be the seller's own photo). */
const proofPhoto = z.string().regex(UPLOAD_URL_PATTERN, 'validation.proof.uploadFirst');

/**
 * What the listing form adds: the token of the code it showed (create; on edit only where the
 * listing has no code yet) and the proof photo (absent: kept as it is; null: taken away).
 */
export const listingProofInputShape = {
  proofToken: singleLine().max(200).optional(),
  proofPhoto: proofPhoto.nullable().optional(),
};

/** A public listing's proof, present only while it earns the badge (approved): the photo and the code to compare. */
export const ProductProofSchema = z.object({ code: z.string(), photo: z.string() });
export type ProductProof = z.infer<typeof ProductProofSchema>;

/** What the seller sees of their listing's proof, badge or not. */
export const sellerProofShape = {
  proofCode: z.string().nullable(),
  proofPhoto: z.string().nullable(),
  /** True once an admin took the badge away: a new photo does not bring it back. */
  proofBadgeRemoved: z.boolean(),
  /** The admin's check of the photo (null without one): pending until an admin approves or rejects it. */
  proofStatus: ProofStatusSchema.nullable(),
  /** Why an admin rejected the photo (null unless rejected); a new photo goes back to the check. */
  proofRejectedReason: z.string().nullable(),
};

/** POST /api/admin/proofs/:id/reject: why the photo does not prove the listing (its seller reads it). */
export const RejectProofSchema = z.object({
  reason: multiLine({ message: 'validation.proof.reasonRequired' })
    .trim()
    .min(3, 'validation.proof.reasonTooShort')
    .max(500, 'validation.atMost.chars500'),
});
export type RejectProof = z.infer<typeof RejectProofSchema>;
