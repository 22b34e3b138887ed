import type { ProductFilters as ContractFilters } from '@reboard/contracts';

/*
 * The query keys that more than one part of the app reads: the catalogue (shown by catalog,
 * refreshed after a listing changes, a sale or a moderation), the session and the deployment's
 * settings. A feature's private keys live in its own api/<feature>-keys.ts. Each factory nests
 * its keys under `all`, so invalidating a prefix reaches every query below it.
 */

/** The query parameters a listing page reads from its URL (the cursor is the infinite query's). */
export type ProductFilterParam = keyof ContractFilters | 'sort' | 'asTyped' | `spec.${string}`;

/**
 * What narrows and orders a listing page: the URL's values as they were typed, so the API is
 * the one judge of them and a bad value gets its 400 (and the page its notice) instead of
 * being dropped in silence.
 */
export type ProductFilters = Partial<Record<ProductFilterParam, string>>;

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filters: ProductFilters) => [...productKeys.lists(), filters] as const,
  /** Facet counts for a filter set (a category page's include its category). */
  facetLists: () => [...productKeys.all, 'facets'] as const,
  facets: (filters: ProductFilters) => [...productKeys.facetLists(), filters] as const,
  featured: () => [...productKeys.all, 'featured'] as const,
  /** What the search boxes suggest for the words typed so far. */
  suggestions: (q: string) => [...productKeys.all, 'suggestions', q] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
};

export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
  /** A category page: its listings and its count. */
  products: (id: string) => [...categoryKeys.all, 'products', id] as const,
  /** One filtered, sorted view of a category page. */
  productsPage: (id: string, filters: ProductFilters) => [...categoryKeys.products(id), filters] as const,
};

/** A seller's public page: who they are, and their reviews. */
export const sellerKeys = {
  all: ['sellers'] as const,
  profile: (id: string) => [...sellerKeys.all, 'profile', id] as const,
  reviews: (id: string) => [...sellerKeys.all, 'reviews', id] as const,
};

export const sessionKeys = {
  all: ['session'] as const,
};

export const configKeys = {
  all: ['config'] as const,
};

export const authProviderKeys = {
  all: ['auth-providers'] as const,
};

/**
 * Cached data is private unless its key starts with one of these: the catalogue and settings
 * are the same for everyone, anything else (orders, a seller's listings, admin lists) belongs
 * to whoever was signed in.
 */
export const PUBLIC_KEY_ROOTS: ReadonlySet<unknown> = new Set([
  configKeys.all[0],
  categoryKeys.all[0],
  productKeys.all[0],
  sellerKeys.all[0],
  authProviderKeys.all[0],
]);
