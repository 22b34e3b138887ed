import type { Tx } from '#server/db/client.ts';
import { invalid } from '#server/lib/errors.ts';
import type { UploadsService } from '../uploads/index.ts';

const NOT_YOURS = 'errors.upload.notYours';

/** The pictures a listing will carry after a create or an edit (proofPhoto undefined: kept as it is). */
interface ListingPictures {
  photos?: string[] | undefined;
  proofPhoto?: string | null | undefined;
}

/** What the field names are in the request: `photos`, or `picture` from a client from before photos. */
type PicturesInput = { photos?: string[] | undefined };

/** Refuses (400, naming the field) pictures the seller may not put on the listing; marks theirs used in `tx`. */
export type CheckListingPictures = (
  sellerId: string,
  input: PicturesInput,
  next: ListingPictures,
  before: { photos: string[]; proofPhoto: string | null } | undefined,
  tx: Tx,
) => Promise<void>;

/**
 * A listing may show only pictures its seller uploaded, or those it already has (an edit keeps
 * its photos, the demo market's and those from before uploads had owners among them). Anything
 * else — another seller's upload, a made-up /uploads/ path, a demo picture not on it — is a 400
 * naming the field. The seller's uploads are marked used in the listing's transaction, so the
 * sweep of unused uploads never takes them.
 */
export function createListingUploads(uploads: Pick<UploadsService, 'attach'>): CheckListingPictures {
  return async function checkPictures(
    sellerId: string,
    input: PicturesInput,
    next: ListingPictures,
    before: { photos: string[]; proofPhoto: string | null } | undefined,
    tx: Tx,
  ): Promise<void> {
    const kept = new Set(before?.photos);
    const newPhotos = (next.photos ?? []).filter((photo) => !kept.has(photo));
    // The proof must be the seller's own: a photo already on the listing (perhaps from before owners) does not do.
    const newProof = next.proofPhoto && next.proofPhoto !== before?.proofPhoto ? [next.proofPhoto] : [];
    const refused = new Set(await uploads.attach(sellerId, [...newPhotos, ...newProof], tx));
    const fields: Record<string, string> = {};
    if (newPhotos.some((photo) => refused.has(photo))) fields[input.photos ? 'photos' : 'picture'] = NOT_YOURS;
    if (newProof.some((photo) => refused.has(photo))) fields.proofPhoto = NOT_YOURS;
    if (Object.keys(fields).length > 0) throw invalid(NOT_YOURS, fields);
  };
}
