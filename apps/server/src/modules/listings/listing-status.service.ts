import type { Database, Tx } from '#server/db/client.ts';
import type { ListingEvents } from './listing-events.ts';
import { createListingsRepository } from './listings.repository.ts';
import { createProofRepository } from './proof.repository.ts';
import { createProofReview, type ProofReview } from './proof-review.ts';
import { removeProofBadge } from './proof.service.ts';

/**
 * The changes other modules make to a listing: the sale (payments), an admin's removal or check
 * of a proof photo, a seller verified, deleted or restored (admin). Writes take the caller's transaction.
 */
export interface ListingStatusService extends ProofReview {
  /** Marks the listing sold unless someone else got it first (then false); its followers hear of it in `tx`. */
  claimForSale(id: string, tx: Tx, buyerId: string): Promise<boolean>;
  /** Sold → for sale again, when its seller cancelled the sale before sending it; its watchers hear it is free, in `tx`. */
  releaseSale(id: string, tx: Tx): Promise<void>;
  /** Holds an active, unheld listing for the booking `orderId` until `until`; false when it is not for sale or already held. */
  hold(id: string, orderId: string, until: Date, tx: Tx): Promise<boolean>;
  /**
   * Ends the hold of the booking `orderId` (no sale): when the listing is still for sale, its
   * watchers but `buyerId` hear it is free, in `tx`. Whether it held one.
   */
  releaseHold(orderId: string, buyerId: string, tx: Tx): Promise<boolean>;
  /** An admin takes an active listing off the market; its seller sees the reason. */
  removeFromMarket(id: string, reason: string, tx?: Tx): Promise<void>;
  /** An admin takes a listing's "Photo with code" badge away; its name, for the audit log. */
  removeProofBadge(id: string, tx: Tx): Promise<{ name: string }>;
  /** A seller's verified mark, copied onto their listings for the "verified sellers only" filter. */
  markSellerVerified(sellerId: string, tx?: Tx): Promise<void>;
  /** A deleted account's unsold listings leave the storefront with it. */
  withdrawSellerListings(sellerId: string, at: Date, tx?: Tx): Promise<void>;
  /** A restored account's listings come back with it (those withdrawn since `since`); how many. */
  returnSellerListings(sellerId: string, since: Date, tx?: Tx): Promise<number>;
}

export function createListingStatusService(db: Database, events: ListingEvents): ListingStatusService {
  const listingsRepo = createListingsRepository(db);
  const proofRepo = createProofRepository(db);

  return {
    /** Marks the listing sold unless someone else got it first (then false); its followers hear of it in `tx`. */
    async claimForSale(id: string, tx: Tx, buyerId: string): Promise<boolean> {
      const sold = await listingsRepo.claimForSale(id, tx);
      if (sold) await events.sold(tx, { ...sold, buyerId });
      return sold !== undefined;
    },

    /** Sold → for sale again, when its seller cancelled the sale before sending it; its watchers hear it is free. */
    async releaseSale(id: string, tx: Tx): Promise<void> {
      const freed = await listingsRepo.releaseSale(id, tx);
      if (freed) await events.freed(tx, freed);
    },

    hold: (id: string, orderId: string, until: Date, tx: Tx) => listingsRepo.hold(id, orderId, until, tx),

    async releaseHold(orderId: string, buyerId: string, tx: Tx): Promise<boolean> {
      const freed = await listingsRepo.releaseHold(orderId, tx);
      if (freed?.status === 'active' && !freed.deletedAt) {
        const { id, name, sellerId, resalePrice } = freed;
        await events.freed(tx, { id, name, sellerId, resalePrice, heldBy: buyerId });
      }
      return freed !== undefined;
    },

    /** An admin takes an active listing off the market; its seller sees the reason. */
    removeFromMarket: (id: string, reason: string, tx?: Tx) => listingsRepo.removeActive(id, reason, tx ?? db),

    /** An admin takes a listing's "Photo with code" badge away; its name, for the audit log. */
    removeProofBadge: (id: string, tx: Tx) => removeProofBadge(proofRepo, id, tx),

    // An admin's check of proof photos (proof-review.ts).
    ...createProofReview(proofRepo),

    /** A seller's verified mark, copied onto their listings for the "verified sellers only" filter. */
    markSellerVerified: (sellerId: string, tx?: Tx) => listingsRepo.markSellerVerified(sellerId, tx ?? db),

    /** A deleted account's unsold listings leave the storefront with it. */
    withdrawSellerListings: (sellerId: string, at: Date, tx?: Tx) => listingsRepo.softDeleteUnsoldOf(sellerId, at, tx ?? db),

    /** A restored account's listings come back with it (those withdrawn since `since`); how many. */
    returnSellerListings: (sellerId: string, since: Date, tx?: Tx) => listingsRepo.restoreWithdrawnOf(sellerId, since, tx ?? db),
  };
}
