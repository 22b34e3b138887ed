import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
// The DOM build of RouterProvider, so navigate(..., { flushSync: true }) can commit at once.
import { RouterProvider } from 'react-router/dom';
import { SiteOriginContext } from '../lib/meta/site-origin.ts';
import type { AppRouter } from './router.tsx';

type AppProps = { queryClient: QueryClient; router: AppRouter; origin: string };

/** The browser's app: one client and one router for the page's lifetime; loaders share the client's cache. */
export function App({ queryClient, router, origin }: AppProps) {
  return (
    <SiteOriginContext value={origin}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {/* react-hot-toast's defaults are the spec's toast rules; do not override durations. */}
        <Toaster />
      </QueryClientProvider>
    </SiteOriginContext>
  );
}
