import { listingKeys } from './listing-keys.ts';

/** A spreadsheet upload's keys, under the seller's listings (a publish invalidates both at once). */
export const importKeys = {
  detail: (id: string) => [...listingKeys.all, 'import', id] as const,
};
