import type { Database, Tx } from '#server/db/client.ts';
import type { ListingEvents } from './listing-events.ts';
import { createListingsRepository } from './listings.repository.ts';
import { createStockRepository } from './stock.repository.ts';
import { createProofRepository } from './proof.repository.ts';
import { createProofReview, type ProofReview } from './proof-review.ts';
import { removeProofBadge } from './proof.service.ts';

/**
 * The changes other modules make to a listing: the sale (payments), an admin's removal or check
 * of a proof photo, a seller verified, deleted or restored (admin). Writes take the caller's transaction.
 */
export interface ListingStatusService extends ProofReview {
  /**
   * Sells the order's units of the listing (its held ones, or free ones) unless there are not
   * enough (someone else got them): then undefined. `soldOut` when none are left: the listing
   * is sold, and its followers hear of it in `tx`.
   */
  claimForSale(sale: { productId: string; orderId: string; units: number }, tx: Tx, buyerId: string): Promise<{ soldOut: boolean } | undefined>;
  /** A sale its seller cancelled before sending it: its units go back, and a sold-out listing's watchers hear it is free, in `tx`. */
  releaseSale(productId: string, units: number, tx: Tx): Promise<void>;
  /**
   * Holds `units` of an active listing for the booking `orderId` until `until`; `held` false when
   * fewer are free (`available` says how many were).
   */
  hold(id: string, orderId: string, units: number, until: Date, tx: Tx): Promise<{ held: boolean; available: number }>;
  /** The units each of these bookings holds now. */
  heldBy(orderIds: string[], tx?: Tx): Promise<Map<string, number>>;
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
  const stock = createStockRepository();

  return {
    async claimForSale(sale, tx, buyerId) {
      const claimed = await stock.claimUnits(sale.productId, sale.orderId, sale.units, tx);
      if (!claimed) return undefined;
      const { id, name, sellerId, resalePrice } = claimed;
      if (claimed.soldOut) await events.sold(tx, { id, name, sellerId, resalePrice, buyerId });
      return { soldOut: claimed.soldOut };
    },

    async releaseSale(productId, units, tx) {
      const back = await stock.returnUnits(productId, units, tx);
      if (back?.wasSoldOut && back.status === 'active' && !back.deletedAt) {
        const { id, name, sellerId, resalePrice } = back;
        await events.freed(tx, { id, name, sellerId, resalePrice });
      }
    },

    hold: (id, orderId, units, until, tx) => stock.hold(id, orderId, units, until, tx),

    heldBy: (orderIds, tx) => stock.heldBy(orderIds, tx ?? db),

    async releaseHold(orderId: string, buyerId: string, tx: Tx): Promise<boolean> {
      const freed = await stock.releaseHold(orderId, tx);
      // Watchers hear of it when units became free where none were.
      if (freed?.wasFull && freed.status === 'active' && !freed.deletedAt) {
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
