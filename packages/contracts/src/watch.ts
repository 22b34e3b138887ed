import { z } from 'zod';
import { CursorParamSchema } from './cursor.ts';
import { ProductStatusSchema } from './products.ts';
import { priceRangeInOrder, productFilterShape, type ProductFilters } from './storefront.ts';
import { isSpecParamName, specParamRules } from './specs/filters.ts';
import { singleLine, UUID_PATTERN } from './text.ts';
import { SAVED_SEARCH_NAME_MAX, SEARCH_ALERTS } from './watch-terms.ts';

/*
 * Saved searches with their alerts, and the watchlist. A saved search keeps the storefront's
 * own filter object (normalised), so opening it and matching new listings read the same filters.
 */

export { SAVED_SEARCH_LIMIT, SAVED_SEARCH_NAME_MAX, SEARCH_ALERT_KEYS, SEARCH_ALERTS, WATCHLIST_LIMIT, type SearchAlert } from './watch-terms.ts';
export const SearchAlertSchema = z.enum(SEARCH_ALERTS, { error: 'validation.watch.chooseAlert' });

/**
 * The filters of a saved search: the storefront's, with its specification filters (`spec.*`,
 * kept as typed), and nothing else (an unknown key is refused).
 */
export const SavedSearchFiltersSchema = z
  .object({
    ...productFilterShape,
    category: z.string().regex(UUID_PATTERN, 'validation.watch.chooseCategory').optional(),
  })
  .catchall(z.union([singleLine(), z.number()]))
  .superRefine((f, ctx) => {
    priceRangeInOrder(f, ctx);
    specParamRules(f, ctx);
  })
  // Unknown keys are named even when a known one is wrong too (as a strict object would).
  .superRefine(
    (f, ctx) => {
      // Runs even when the value is no object at all (then the object's own issue says so).
      if (typeof f !== 'object' || f === null) return;
      const keys = Object.keys(f).filter((k) => !(k in productFilterShape) && !isSpecParamName(k));
      if (keys.length) ctx.addIssue({ code: 'unrecognized_keys', keys, path: [], input: f });
    },
    { when: () => true },
  );
/** Named filters, and specification filters by their parameter (`spec.capacity.min`: '4GB'). */
export type SavedSearchFilters = ProductFilters & { [param: `spec.${string}`]: string | number };

const FILTER_KEYS = Object.keys(productFilterShape) as (keyof ProductFilters)[];
/** The named filters, then the specification filters in name order: one spelling per search. */
const keysOf = (f: object): string[] => [...FILTER_KEYS, ...Object.keys(f).filter(isSpecParamName).sort()];

/**
 * One spelling per search: empty values dropped, spaces collapsed, keys in a fixed order. Two
 * searches that differ only in spelling are the same search (one key, one saved row).
 */
export function normaliseFilters(f: Partial<SavedSearchFilters>): SavedSearchFilters {
  const out: Record<string, string | number> = {};
  for (const key of keysOf(f)) {
    const value = (f as Record<string, unknown>)[key] as string | number | undefined | null;
    if (value === undefined || value === null) continue;
    const clean = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value;
    if (clean === '') continue;
    out[key] = key === 'category' && typeof clean === 'string' ? clean.toLowerCase() : clean;
  }
  return out as SavedSearchFilters;
}

/** The canonical text of normalised filters (location compared without case, as the catalogue does). */
export const filtersKey = (f: SavedSearchFilters): string => {
  const values = f as Record<string, string | number | undefined>;
  return JSON.stringify(keysOf(f).flatMap((k) => (values[k] === undefined ? [] : [[k, k === 'location' ? String(values[k]).toLowerCase() : values[k]]])));
};

/** The storefront address that shows a saved search. */
export function searchPath(f: SavedSearchFilters): string {
  const params = new URLSearchParams();
  const values = f as Record<string, string | number | undefined>;
  for (const key of keysOf(f)) if (values[key] !== undefined) params.set(key, String(values[key]));
  const query = params.toString();
  return query ? `/products?${query}` : '/products';
}

/** A name for a search its saver did not name. */
export const defaultSearchName = (f: ProductFilters): string => (f.q ? `“${f.q}”` : f.location ? `Listings in ${f.location}` : 'All products');

const searchName = singleLine({ error: 'validation.watch.nameText' })
  .trim()
  .min(1, 'validation.watch.nameRequired')
  .max(SAVED_SEARCH_NAME_MAX, 'validation.atMost.chars80');

export const SaveSearchRequestSchema = z.object({
  name: searchName.optional(),
  filters: SavedSearchFiltersSchema,
  alert: SearchAlertSchema.default('daily'),
});
export type SaveSearchRequest = z.input<typeof SaveSearchRequestSchema>;

export const UpdateSavedSearchSchema = z
  .strictObject({ name: searchName.optional(), alert: SearchAlertSchema.optional() })
  .refine((b) => b.name !== undefined || b.alert !== undefined, { error: 'validation.watch.nameOrAlert', path: ['name'] });
export type UpdateSavedSearch = z.input<typeof UpdateSavedSearchSchema>;

export const SavedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  filters: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Where the search opens on the storefront. */
  path: z.string(),
  alert: SearchAlertSchema,
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchPageSchema = z.object({
  items: z.array(SavedSearchSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
  /** How many a person may keep. */
  limit: z.number().int(),
});
export type SavedSearchPage = z.infer<typeof SavedSearchPageSchema>;

export const WatchPageQuerySchema = z.object({
  cursor: CursorParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(60).default(24),
});


/** A watched listing as its watcher sees it in the watchlist. */
export const WatchedListingSchema = z.object({
  productId: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
  resalePrice: z.number().int(),
  status: ProductStatusSchema,
  /** Deleted or taken down: it stays in the list until removed, without a link. */
  available: z.boolean(),
  watchedAt: z.string(),
});
export type WatchedListing = z.infer<typeof WatchedListingSchema>;

export const WatchlistPageSchema = z.object({
  items: z.array(WatchedListingSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type WatchlistPage = z.infer<typeof WatchlistPageSchema>;

/** The listings a person watches, for the hearts on cards and detail pages. */
export const WatchedIdsSchema = z.object({ ids: z.array(z.string()) });
export type WatchedIds = z.infer<typeof WatchedIdsSchema>;

export const WatchStateSchema = z.object({ watching: z.boolean() });
export type WatchState = z.infer<typeof WatchStateSchema>;

/** How many people watch each of a seller's listings (listings nobody watches are left out). */
export const WatcherCountsSchema = z.object({ counts: z.record(z.string(), z.number().int()) });
export type WatcherCounts = z.infer<typeof WatcherCountsSchema>;

