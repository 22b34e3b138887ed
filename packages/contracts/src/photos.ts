import { z } from 'zod';
import { UPLOAD_PATH_SOURCE } from './uploads.ts';

export { shownPhotos } from './listing-terms.ts';

/** A listing carries at most this many photos; the first is its cover. */
export const MAX_LISTING_PHOTOS = 10;

/** A picture already on Reboard: an upload, or one of the demo pictures. */
export const LISTING_PICTURE_PATTERN = new RegExp(String.raw`^(?:${UPLOAD_PATH_SOURCE}|/demo/[a-z0-9-]+\.webp)$`);

export const ListingPictureSchema = z.string().regex(LISTING_PICTURE_PATTERN, 'validation.photos.uploadFirst');

/** A listing's photos in the seller's order: each one on Reboard, each once, at most ten. */
export const ListingPhotosSchema = z
  .array(ListingPictureSchema)
  .max(MAX_LISTING_PHOTOS, 'validation.photos.tooMany')
  .refine((photos) => new Set(photos).size === photos.length, 'validation.photos.duplicate');

/** PUT /api/products/:id/photos: the listing's own photos in a new order (the first becomes the cover). */
export const PhotoOrderSchema = z.object({ photos: ListingPhotosSchema.min(1, 'validation.photos.required') });
export type PhotoOrder = z.infer<typeof PhotoOrderSchema>;

/**
 * The photos a listing input means. `photos` wins; a client from before photos sends only
 * `picture`, which becomes the one photo (and so the cover).
 */
export function photosOf(input: { photos?: string[] | undefined; picture?: string | null | undefined }): string[] {
  if (input.photos) return input.photos;
  return input.picture ? [input.picture] : [];
}

/** Whether `next` is `current` in another order: the same photos, each once, none added or dropped. */
export function isReorderOf(current: readonly string[], next: readonly string[]): boolean {
  if (current.length !== next.length) return false;
  const left = new Set(current);
  return new Set(next).size === next.length && next.every((photo) => left.has(photo));
}

/** A photo's alt text: the listing's name, and its place when there is more than one ("ESP32 board, photo 2 of 3"). */
export function photoAlt(name: string, index: number, count: number): string {
  return count > 1 ? `${name}, photo ${index + 1} of ${count}` : name;
}
