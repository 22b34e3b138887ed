import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { HYDRATING_CLASS, HydrationTransitions } from './app/hydration-transitions.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createRouter } from './app/router.tsx';
import { readSsrPayload } from './app/ssr-payload.ts';
import { loadCatalogueOnFirstInput } from './lib/i18n/catalogue.ts';
import { browserLocale, createI18n } from './lib/i18n/i18n.ts';
import './index.css';

/**
 * A server-rendered page is hydrated with the server's query cache and loader results, so
 * nothing is fetched twice; the empty shell (dashboard pages, `npm run dev`) renders from scratch.
 */
async function start(container: HTMLElement): Promise<void> {
  const payload = readSsrPayload();
  const queryClient = createQueryClient();
  if (payload) hydrate(queryClient, payload.queries);
  const [router, i18n] = await Promise.all([
    createRouter(queryClient, payload?.router),
    createI18n(browserLocale(), { areas: payload?.translations }),
  ]);
  loadCatalogueOnFirstInput(i18n);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} origin={payload?.origin ?? window.location.origin} i18n={i18n} />
      <HydrationTransitions />
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread until the whole page is done: a tap or a scroll is answered meanwhile.
  if (payload) {
    document.documentElement.classList.add(HYDRATING_CLASS);
    startTransition(() => void hydrateRoot(container, app));
  }
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
void start(container);
