import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { createRoutes } from './routes.tsx';

/**
 * Loads the code of the routes that `pathname` matches, in place. A server-rendered page must
 * hydrate with the same components the server used: a route still lazy would render nothing.
 */
async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/** The browser's router; with the server's hydration state it takes over the rendered page as it is. */
export async function createRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  const routes = createRoutes(queryClient);
  if (hydrationData) await resolveLazyRoutes(routes, window.location.pathname);
  return createBrowserRouter(routes, { hydrationData });
}

export type AppRouter = Awaited<ReturnType<typeof createRouter>>;
