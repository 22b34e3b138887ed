import type { SellerListing, SpecRow } from '@reboard/contracts';
import type { Database } from '#server/db/client.ts';
import { conflict, forbidden, notFound, type DomainError } from '#server/lib/errors.ts';
import { isUuid } from '#server/lib/ids.ts';
import type { SessionUser } from '../auth/index.ts';
import { createListingsRepository } from './listings.repository.ts';
import type { ListingEvents } from './listing-events.ts';
import { checkedSpecs, specValues } from './listing-specs.ts';
import { createSpecsRepository } from './specs.repository.ts';
import { photosKeptByOlderEdit } from './listing-photos.ts';
import { toColumns, type ListingInput } from './listing-columns.ts';
import { sellerProofOf } from './proof.ts';
import type { ProofService } from './proof.service.ts';
import type { CheckListingPictures } from './listing-uploads.ts';
import { toProduct } from './listing-view.ts';

const STATE_REFUSALS = {
  edit: { sold: 'errors.listing.soldNotEdited', removed: 'errors.listing.removedNotEdited' },
  boost: { sold: 'errors.listing.soldNotBoosted', removed: 'errors.listing.removedNotBoosted' },
} as const;

const SOLD_CANNOT_BE_DELETED = 'errors.listing.soldNotDeleted';

/** How long a boost lasts and how many of one seller's listings may be boosted at once (BOOST_DAYS, BOOSTS_PER_SELLER). */
export type BoostRules = { days: number; perSeller: number };

/** What the listings service needs from the rest of the module, handed in by app.ts. */
export interface ListingsDeps {
  proof: ProofService;
  checkPictures: CheckListingPictures;
  boosts: BoostRules;
}

/** A seller's own listings: create, edit, boost, delete, their list; and specifications by listing. */
export interface ListingsService {
  /** Lists it; those who follow new listings (saved searches) hear of it in the same transaction. */
  create(user: SessionUser, input: ListingInput): Promise<SellerListing>;
  /** Edits an active listing; its price before the edit goes with the news of it (watchers hear of a drop). */
  update(user: SessionUser, id: string, input: ListingInput): Promise<SellerListing>;
  /**
   * Promotes an active listing for `boosts.days`; refused (409) while it is still promoted (a
   * boost runs its course, then may be made again) and while the seller has `boosts.perSeller` running.
   */
  boost(user: SessionUser, id: string): Promise<SellerListing>;
  /** Sellers delete their own unsold listings; admins may delete any unsold listing. */
  remove(user: SessionUser, id: string): Promise<{ name: string }>;
  listMine(user: SessionUser): Promise<{ items: SellerListing[] }>;
  /** The seller's own listing, as they see it; 404 when it is not theirs. */
  mine(user: SessionUser, id: string): Promise<SellerListing>;
}

export function createListingsService(db: Database, currency: string, deps: ListingsDeps, events?: ListingEvents): ListingsService {
  const { proof, checkPictures, boosts } = deps;
  const repo = createListingsRepository(db);
  const specsRepo = createSpecsRepository(db);

  // A seller's own listings: the seller is the signed-in person, so no lookup is needed.
  const toSellerListing = (
    user: SessionUser,
    row: NonNullable<Awaited<ReturnType<typeof repo.findBySeller>>>,
    specs: Map<string, SpecRow[]>,
  ): SellerListing => ({
    ...toProduct(row, user),
    boostedUntil: row.advertisedUntil?.toISOString() ?? null,
    sellerPhone: row.sellerPhone,
    removedReason: row.removedReason,
    specs: specValues(specs.get(row.id)),
    ...sellerProofOf(row),
  });

  /** Why `user` may not change listing `id` now: not found, not theirs, or a conflict with the reason. */
  async function refusal(user: SessionUser, id: string, action: 'edit' | 'boost'): Promise<DomainError> {
    const owner = isUuid(id) ? await repo.ownership(id) : undefined;
    if (!owner) return notFound('errors.listing.noSuch');
    if (owner.sellerId !== user.id) return forbidden('errors.listing.notYours');
    const reason = owner.status === 'active' ? 'errors.listing.cannotChangeNow' : STATE_REFUSALS[action][owner.status];
    return conflict('LISTING_NOT_ACTIVE', reason);
  }

  async function mine(user: SessionUser, id: string): Promise<SellerListing> {
    const row = isUuid(id) ? await repo.findBySeller(id, user.id) : undefined;
    if (!row) throw notFound('errors.listing.noSuchAmongYours');
    return toSellerListing(user, row, await specsRepo.of([id]));
  }

  return {
    /** Lists it; those who follow new listings (saved searches) hear of it in the same transaction. */
    async create(user: SessionUser, input: ListingInput): Promise<SellerListing> {
      const columns = { ...toColumns(input, currency), ...proof.forNewListing(user, input) };
      const specs = checkedSpecs(columns.categoryId, input.specs);
      const id = await db.transaction(async (tx) => {
        await checkPictures(user.id, input, columns, undefined, tx);
        const listingId = await repo.insert({ ...columns, sellerId: user.id, sellerVerified: user.sellerVerified }, tx);
        if (specs) await specsRepo.replace(listingId, specs, tx);
        await events?.published(tx, { id: listingId, name: columns.name, sellerId: user.id, resalePrice: columns.resalePrice });
        return listingId;
      });
      return mine(user, id);
    },

    /** Edits an active listing; its price before the edit goes with the news of it (watchers hear of a drop). */
    async update(user: SessionUser, id: string, input: ListingInput): Promise<SellerListing> {
      const columns = { ...toColumns(input, currency), ...(await proof.forEdit(user, id, input)) };
      const specs = checkedSpecs(columns.categoryId, input.specs);
      const done =
        isUuid(id) &&
        (await db.transaction(async (tx) => {
          const before = await repo.lockActive(id, user.id, tx);
          if (!before) return false;
          // Units booked stay theirs: a lot is never cut below what buyers hold.
          if (columns.quantity !== undefined && columns.quantity < before.held) {
            throw conflict('UNITS_BOOKED', 'errors.listing.quantityBelowBooked').withParams({ booked: before.held });
          }
          const changes = { ...columns, ...photosKeptByOlderEdit(input, before.photos) };
          await checkPictures(user.id, input, changes, before, tx);
          if (!(await repo.updateActive(id, user.id, changes, tx))) return false;
          if (specs) await specsRepo.replace(id, specs, tx);
          const facts = { id, name: columns.name, sellerId: user.id, resalePrice: columns.resalePrice };
          await events?.edited(tx, { ...facts, previousPrice: before.resalePrice });
          return true;
        }));
      if (!done) throw await refusal(user, id, 'edit');
      return mine(user, id);
    },

    async boost(user: SessionUser, id: string): Promise<SellerListing> {
      // Someone else's listing, or one not for sale, is refused for that before any count.
      const owner = isUuid(id) ? await repo.ownership(id) : undefined;
      if (owner?.sellerId !== user.id || owner.status !== 'active') throw await refusal(user, id, 'boost');
      const boosted = await db.transaction(async (tx) => {
        const { live, running } = await repo.lockBoosts(id, user.id, tx);
        if (running) throw conflict('ALREADY_BOOSTED', 'errors.listing.alreadyBoosted').withParams({ days: boosts.days });
        if (live >= boosts.perSeller) {
          throw conflict('TOO_MANY_BOOSTS', 'errors.listing.tooManyBoosts').withParams({ limit: boosts.perSeller, days: boosts.days });
        }
        return repo.boostActive(id, user.id, boosts.days, tx);
      });
      if (!boosted) throw await refusal(user, id, 'boost');
      return mine(user, id);
    },

    /**
     * Sellers delete their own unsold listings (a removed one too, to clear it from their list);
     * admins may delete any unsold listing.
     */
    async remove(user: SessionUser, id: string): Promise<{ name: string }> {
      const owner = isUuid(id) ? await repo.ownership(id) : undefined;
      if (!owner) throw notFound('errors.listing.noSuch');
      if (user.role !== 'admin' && owner.sellerId !== user.id) throw forbidden('errors.listing.notYours');
      if (owner.status === 'sold' || !(await repo.softDeleteUnsold(id))) {
        throw conflict('LISTING_SOLD', SOLD_CANNOT_BE_DELETED);
      }
      return { name: owner.name };
    },

    async listMine(user: SessionUser): Promise<{ items: SellerListing[] }> {
      const rows = await repo.listBySeller(user.id);
      const specs = await specsRepo.of(rows.map((r) => r.id));
      return { items: rows.map((row) => toSellerListing(user, row, specs)) };
    },

    mine,
  };
}
