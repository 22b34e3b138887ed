import { isReorderOf, type SellerListing } from '@reboard/contracts';
import type { Database } from '#server/db/client.ts';
import { conflict, forbidden, invalid, notFound } from '#server/lib/errors.ts';
import { isUuid } from '#server/lib/ids.ts';
import type { SessionUser } from '../auth/index.ts';
import { createListingsRepository } from './listings.repository.ts';

/** The picture column always mirrors the first photo: cards, orders, mails and SEO read only it. */
export function photoColumns(photos: string[]): { photos: string[]; picture: string | null } {
  return { photos, picture: photos[0] ?? null };
}

/**
 * An edit from a client that knows only `picture` (a page loaded before photos existed) changes
 * the cover and keeps the listing's other photos: it cannot see them, so it cannot mean to drop
 * them. A null picture removes the cover; the next photo takes its place. Undefined: the edit
 * sent `photos`, which say it all.
 */
export function photosKeptByOlderEdit(input: { photos?: string[] | undefined; picture?: string | null | undefined }, before: string[]) {
  if (input.photos) return undefined;
  const others = before.slice(1).filter((photo) => photo !== input.picture);
  return photoColumns(input.picture ? [input.picture, ...others] : others);
}

const NOT_A_REORDER = 'errors.listing.notReorder';

/**
 * Reordering a listing's photos (PUT /api/products/:id/photos). Only the order may change: a
 * set that adds or drops a photo is refused, so this route can never put a picture on a
 * listing that the edit form's checks did not see. `mine` reads the listing back as its seller sees it.
 */
export interface ListingPhotosService {
  reorder(user: SessionUser, id: string, photos: string[]): Promise<SellerListing>;
}

export function createListingPhotosService(db: Database, mine: (user: SessionUser, id: string) => Promise<SellerListing>): ListingPhotosService {
  const repo = createListingsRepository(db);

  return {
    async reorder(user: SessionUser, id: string, photos: string[]): Promise<SellerListing> {
      const owner = isUuid(id) ? await repo.ownership(id) : undefined;
      if (!owner) throw notFound('errors.listing.noSuch');
      if (owner.sellerId !== user.id) throw forbidden('errors.listing.notYours');
      const done = await db.transaction(async (tx) => {
        const current = await repo.lockActive(id, user.id, tx);
        if (!current) return false;
        if (!isReorderOf(current.photos, photos)) throw invalid(NOT_A_REORDER, { photos: NOT_A_REORDER });
        return repo.updateActive(id, user.id, photoColumns(photos), tx);
      });
      if (!done) throw conflict('LISTING_NOT_ACTIVE', 'errors.listing.onlyForSaleChanged');
      return mine(user, id);
    },
  };
}
