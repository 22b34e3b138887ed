import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from '../catalog/get-categories.ts';
import { featuredProductsQueryOptions } from '../../features/catalog/api/get-featured-products.ts';
import { configQueryOptions } from '../config/get-config.ts';
import { authProvidersQueryOptions } from '../../features/auth/api/get-auth-providers.ts';
import { sessionQueryOptions, type SessionUser } from './get-session.ts';

/*
 * Cached data is private unless listed here: the catalogue and settings are the same for
 * everyone, anything else (orders, a seller's listings, admin lists) belongs to whoever was
 * signed in and must not outlive their session in this tab.
 */
const PUBLIC_ROOTS = new Set<unknown>([
  configQueryOptions.queryKey[0],
  categoriesQueryOptions.queryKey[0],
  featuredProductsQueryOptions.queryKey[0], // 'products': lists, details and featured
  authProvidersQueryOptions.queryKey[0],
]);

function dropPrivateData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== sessionQueryOptions.queryKey[0] && !PUBLIC_ROOTS.has(query.queryKey[0]),
  });
}

/** After a sign-in: forget the previous person's data and read who is signed in now. */
export async function startSession(queryClient: QueryClient): Promise<SessionUser | null> {
  dropPrivateData(queryClient);
  return queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
}

/** After a sign-out: nobody is signed in, and nothing of theirs stays in the cache. */
export function endSession(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQueryOptions.queryKey, null);
  dropPrivateData(queryClient);
}
