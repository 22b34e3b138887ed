import type { QueryClient } from '@tanstack/react-query';
import { configQueryOptions } from '../lib/config/get-config.ts';
import { sessionQueryOptions } from '../lib/session/get-session.ts';

/**
 * Every price needs the deployment's currency, so it is known before anything renders. The
 * session is fetched alongside on first load, so the header and the guards start out knowing
 * who is signed in; later navigations use the cache. A failed session check is not fatal:
 * the session query tries again when it is used.
 */
export function rootLoader(queryClient: QueryClient) {
  return async () => {
    await Promise.all([
      queryClient.ensureQueryData(configQueryOptions),
      queryClient.ensureQueryData(sessionQueryOptions).catch(() => null),
    ]);
    return null;
  };
}
