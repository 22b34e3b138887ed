import type { Locale } from '@reboard/contracts/i18n';
import type { PublicConfig, SessionUser } from '@reboard/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { expect } from 'vitest';
import { createI18n } from '../lib/i18n/i18n.ts';
import { configKeys, sessionKeys } from '../lib/query-keys.ts';
import { FakeApi } from './fake-api.ts';
import { aConfig, theCategories } from './fixtures.ts';

export type RenderAppOptions = {
  /** The page's language (English unless told). */
  locale?: Locale;
  /** Who is signed in; a guest when null (the default). */
  signedIn?: SessionUser | null;
  /** The address the page is at, and the route pattern that shows the component. */
  url?: string;
  path?: string;
  /** The fake API with the answers the test needs; a new one otherwise. */
  api?: FakeApi;
  config?: PublicConfig;
};

/**
 * Renders one component as the app would: i18n in the page's language, a query client (no
 * retries, so a failure shows at once), a memory data router, the toaster, and the network
 * answered by the fake API. Returns Testing Library's queries plus a userEvent, the API (to see
 * what was sent), the router (to read the address) and the i18n instance.
 */
export async function renderApp(ui: ReactElement, options: RenderAppOptions = {}) {
  const { locale = 'en', signedIn = null, url = '/', path = '*', config = aConfig() } = options;
  const api = options.api ?? new FakeApi();
  api
    .byDefault('GET', '/api/config', { body: config })
    .byDefault('GET', '/api/session', { body: { user: signedIn } })
    .byDefault('GET', '/api/categories', { body: theCategories() });
  api.install();

  const i18n = await createI18n(locale);
  document.documentElement.lang = locale;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // What the root loader puts in the cache before any page renders.
  queryClient.setQueryData(configKeys.all, config);
  queryClient.setQueryData(sessionKeys.all, signedIn);
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [url] });

  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  // No pause between keystrokes: the components under test have no timers that typing must wait for.
  return { ...view, user: userEvent.setup({ delay: null }), api, router, i18n, queryClient };
}

/** The address the memory router is at, as the browser's bar would show it (path and query). */
export function addressOf(router: { state: { location: { pathname: string; search: string } } }): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

/** The toasts on screen, by their words (react-hot-toast shows each as a status). */
export function toastTexts(): string[] {
  return screen.queryAllByRole('status').map((toast) => toast.textContent ?? '');
}

/** Waits for a toast that says `text`. */
export async function expectToast(text: string): Promise<void> {
  await waitFor(() => expect(toastTexts()).toContain(text));
}
