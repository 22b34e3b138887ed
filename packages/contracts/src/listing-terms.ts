/*
 * A listing's words as a page shows them, without a schema (products.ts, photos.ts and
 * reviews.ts build their schemas from these): the values, their catalogue keys, the photos shown.
 */

export const CONDITIONS = ['excellent', 'good', 'fair'] as const;
export type Condition = (typeof CONDITIONS)[number];
export const CONDITION_KEYS = {
  excellent: 'common.condition.excellent',
  good: 'common.condition.good',
  fair: 'common.condition.fair',
} as const satisfies Record<Condition, string>;
export const isCondition = (value: string): value is Condition => (CONDITIONS as readonly string[]).includes(value);

export const WORKING_STATUSES = ['tested_working', 'untested', 'for_parts'] as const;
export type WorkingStatus = (typeof WORKING_STATUSES)[number];
export const WORKING_STATUS_KEYS = {
  tested_working: 'common.workingStatus.tested_working',
  untested: 'common.workingStatus.untested',
  for_parts: 'common.workingStatus.for_parts',
} as const satisfies Record<WorkingStatus, string>;
export const isWorkingStatus = (value: string): value is WorkingStatus => (WORKING_STATUSES as readonly string[]).includes(value);

/** The stars a review gives. */
export const RATINGS = [1, 2, 3, 4, 5] as const;

/** The photos to show for a listing; an answer from before photos (a cached page) has only its picture. */
export const shownPhotos = (listing: { picture: string | null; photos?: readonly string[] | undefined }): string[] =>
  listing.photos && listing.photos.length > 0 ? [...listing.photos] : listing.picture ? [listing.picture] : [];
