import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '../lib/toast.tsx';
// The DOM build of RouterProvider, so navigate(..., { flushSync: true }) can commit at once.
import { RouterProvider } from 'react-router/dom';
import { SiteOriginContext } from '../lib/meta/site-origin.ts';
import type { AppRouter } from './router.tsx';

type AppProps = { queryClient: QueryClient; router: AppRouter; origin: string; i18n: I18n };

/** The browser's app: one client and one router for the page's lifetime; loaders share the client's cache. */
export function App({ queryClient, router, origin, i18n }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <SiteOriginContext value={origin}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          {/* react-hot-toast's defaults are the spec's toast rules; do not override durations. Toasts are for the screen: a printed receipt never carries one. */}
          <Toaster containerClassName="print:hidden" />
        </QueryClientProvider>
      </SiteOriginContext>
    </I18nextProvider>
  );
}
