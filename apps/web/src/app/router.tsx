import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type DataStrategyFunction, type HydrationState, type RouteObject } from 'react-router';
import { ensureCatalogue } from '@/lib/i18n/catalogue.ts';
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

/**
 * React Router's own strategy (each route's code and loader), and the page language's whole
 * catalogue beside it: a server-rendered page brought only the areas it used, and the page a
 * navigation leads to may use others. Fetched once, with the first navigation.
 */
const withCatalogue: DataStrategyFunction = async ({ matches }) => {
  const toLoad = matches.filter((match) => match.shouldLoad);
  const [results] = await Promise.all([Promise.all(toLoad.map((match) => match.resolve())), ensureCatalogue()]);
  return Object.fromEntries(toLoad.map((match, i) => [match.route.id, results[i]!]));
};

/** The browser's router; with the server's hydration state it takes over the rendered page as it is. */
export async function createRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  const routes = createRoutes(queryClient);
  if (hydrationData) await resolveLazyRoutes(routes, window.location.pathname);
  return createBrowserRouter(routes, { hydrationData, dataStrategy: withCatalogue });
}

export type AppRouter = Awaited<ReturnType<typeof createRouter>>;
