import type { SessionUser } from '@reboard/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { PUBLIC_KEY_ROOTS, sessionKeys } from '../query-keys.ts';
import { sessionQueryOptions } from './get-session.ts';

/*
 * Cached data is private unless its key says otherwise (PUBLIC_KEY_ROOTS): whatever belonged
 * to whoever was signed in must not outlive their session in this tab.
 */
function dropPrivateData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] && !PUBLIC_KEY_ROOTS.has(query.queryKey[0]),
  });
}

/** After a sign-in: forget the previous person's data and read who is signed in now. */
export async function startSession(queryClient: QueryClient): Promise<SessionUser | null> {
  dropPrivateData(queryClient);
  return queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
}

/** After a sign-out: nobody is signed in, and nothing of theirs stays in the cache. */
export function endSession(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionKeys.all, null);
  dropPrivateData(queryClient);
}
