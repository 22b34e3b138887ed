import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from '../../../lib/catalog/get-categories.ts';
import { featuredProductsQueryOptions } from '../../catalog/api/get-featured-products.ts';

/** Which account list: the path segment of GET /api/admin/{sellers,buyers}. */
export type AccountKind = 'sellers' | 'buyers';
/** The reported-items queue (open) or its history (resolved). */
export type ReportView = 'open' | 'resolved';

/** Every admin query key starts here, so one mutation can refresh exactly the lists it changes. */
export const adminKeys = {
  accounts: (kind: AccountKind) => ['admin', kind] as const,
  accountList: (kind: AccountKind, q: string) => ['admin', kind, { q }] as const,
  reports: () => ['admin', 'reports'] as const,
  reportList: (view: ReportView, q: string) => ['admin', 'reports', view, { q }] as const,
  audit: () => ['admin', 'audit'] as const,
  auditList: (q: string) => ['admin', 'audit', { q }] as const,
};

/**
 * Moderation changes what the storefront shows (verified marks, listings that leave it). Every
 * catalogue query starts with 'products' or 'categories'; the roots are read from the catalogue's
 * own helpers so the keys keep a single source.
 */
const STOREFRONT_ROOTS = [featuredProductsQueryOptions.queryKey[0], categoriesQueryOptions.queryKey[0]];

export function invalidateStorefront(queryClient: QueryClient): Promise<void[]> {
  return Promise.all(STOREFRONT_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
}
