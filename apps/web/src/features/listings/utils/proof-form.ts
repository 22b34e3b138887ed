import type { ListingInput, SellerListing } from '@reboard/contracts';
import { z } from 'zod';

/**
 * The listing form's proof part: the code it shows (a listing's stored one when editing), the
 * token of a freshly issued one, and the proof photo's URL. Text, as the other fields.
 */
export type ProofFormValues = { proofCode: string; proofToken: string; proofPhoto: string };

/** The fields a server error may name. */
export const PROOF_FORM_FIELDS = ['proofToken', 'proofPhoto'] as const satisfies ReadonlyArray<keyof ProofFormValues>;

export const proofFormShape = { proofCode: z.string(), proofToken: z.string(), proofPhoto: z.string() };

export const EMPTY_PROOF: ProofFormValues = { proofCode: '', proofToken: '', proofPhoto: '' };

export const proofToForm = (listing: Pick<SellerListing, 'proofCode' | 'proofPhoto'>): ProofFormValues => ({
  proofCode: listing.proofCode ?? '',
  proofToken: '',
  proofPhoto: listing.proofPhoto ?? '',
});

/** The code shown is not sent: only its token proves it was issued to this seller. An empty photo takes it away. */
export const proofToInput = (values: ProofFormValues): Pick<ListingInput, 'proofToken' | 'proofPhoto'> => ({
  proofToken: values.proofToken || undefined,
  proofPhoto: values.proofPhoto || null,
});
