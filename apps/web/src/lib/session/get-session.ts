import type { SessionUser } from '@reboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';
import { ensureCatalogue } from '../i18n/catalogue.ts';
import { sessionKeys } from '../query-keys.ts';

/** GET /api/session: the signed-in user, or null for a guest (not an error, so no console noise). */
export async function getSession(signal?: AbortSignal): Promise<SessionUser | null> {
  return (await apiFetch('/api/session', { schema: (s) => s.SessionSchema, signal })).user;
}

/**
 * Someone signed in is shown what a guest's page never had (the bell, the menu, an admin's
 * buttons), whose words a server-rendered page did not bring: the answer waits for their
 * language's whole catalogue (their profile's, which the page is about to switch to), so no
 * part of theirs shows, even for a moment, with an empty name.
 */
async function getSessionWithWords(signal?: AbortSignal): Promise<SessionUser | null> {
  const user = await getSession(signal);
  if (user) await ensureCatalogue(undefined, user.locale ?? undefined);
  return user;
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: ({ signal }) => getSessionWithWords(signal),
  // Sign-in, sign-out and profile changes update this query themselves; a minute is only
  // there to notice a session that ended elsewhere (another tab, an admin removing the account).
  staleTime: 60_000,
});

export type SessionState = {
  user: SessionUser | null;
  /** True until the first answer from /api/session; guards show a spinner meanwhile. */
  isPending: boolean;
};

export function useSession(): SessionState {
  const { data, isPending } = useQuery(sessionQueryOptions);
  // If /api/session fails outright (server down), the visitor is treated as signed out rather than
  // leaving every guard spinning; the next successful fetch corrects it.
  return { user: data ?? null, isPending };
}
