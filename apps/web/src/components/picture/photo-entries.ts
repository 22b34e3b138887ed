import { MAX_LISTING_PHOTOS } from '@reboard/contracts/schemas';
import type { TFunction } from 'i18next';

/**
 * One photo of a listing form: saved (an URL on Reboard) or still on its way (a chosen file
 * being checked and uploaded). The form sends only the URLs, in this order; the first is the cover.
 */
export type PhotoEntry = { id: string; url: string | null; file: File | null };

let next = 0;
const newId = () => `photo-${++next}`;

export const entriesOf = (urls: readonly string[]): PhotoEntry[] => urls.map((url) => ({ id: url, url, file: null }));

/** The saved photos' URLs, in order: what the form holds. */
export const urlsOf = (entries: readonly PhotoEntry[]): string[] => entries.flatMap((e) => (e.url ? [e.url] : []));

/** Appends chosen files up to the limit; says how many did not fit. */
export function addFiles(entries: PhotoEntry[], files: readonly File[], max = MAX_LISTING_PHOTOS) {
  const room = Math.max(0, max - entries.length);
  const added = files.slice(0, room).map((file) => ({ id: newId(), url: null, file }));
  return { entries: [...entries, ...added], left: files.length - added.length };
}

export const uploaded = (entries: PhotoEntry[], id: string, url: string): PhotoEntry[] =>
  entries.map((e) => (e.id === id ? { ...e, url, file: null } : e));

export const without = (entries: PhotoEntry[], id: string): PhotoEntry[] => entries.filter((e) => e.id !== id);

/** The entry moved to `to` (0 = cover), the others keeping their order. */
export function moved(entries: PhotoEntry[], id: string, to: number): PhotoEntry[] {
  const from = entries.findIndex((e) => e.id === id);
  if (from < 0) return entries;
  const rest = entries.filter((e) => e.id !== id);
  rest.splice(Math.max(0, Math.min(to, rest.length)), 0, entries[from]!);
  return rest;
}

/** "Photo 2 of 3" with "(cover)" for the first: how the form names each photo to a screen reader. */
export const photoLabel = (t: TFunction, index: number, count: number) =>
  index === 0 ? t('common.photos.labelCover', { place: index + 1, total: count }) : t('common.photos.label', { place: index + 1, total: count });

/**
 * The message for the photos field from react-hook-form's errors: the list's own (too many,
 * twice the same) or the first photo's (not uploaded here).
 */
export function photosError(error: { message?: string } | readonly ({ message?: string } | undefined)[] | undefined): string | null {
  if (!error) return null;
  if ('message' in error && error.message) return error.message;
  return Array.isArray(error) ? (error.find((item) => item?.message)?.message ?? null) : null;
}
