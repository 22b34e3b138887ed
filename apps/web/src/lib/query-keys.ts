import type { ProductListQuerySchema } from '@reboard/contracts';
import type { z } from 'zod';

/*
 * The query keys that more than one part of the app reads: the catalogue (shown by catalog,
 * refreshed after a listing changes, a sale or a moderation), the session and the deployment's
 * settings. A feature's private keys live in its own api/<feature>-keys.ts. Each factory nests
 * its keys under `all`, so invalidating a prefix reaches every query below it.
 */

/** Everything that narrows the products list; the cursor is handled by the infinite query. */
export type ProductFilters = Partial<Omit<z.output<typeof ProductListQuerySchema>, 'cursor' | 'limit'>>;

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filters: ProductFilters) => [...productKeys.lists(), filters] as const,
  featured: () => [...productKeys.all, 'featured'] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
};

export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
  /** A category page: its listings and its count. */
  products: (id: string) => [...categoryKeys.all, 'products', id] as const,
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
  authProviderKeys.all[0],
]);
