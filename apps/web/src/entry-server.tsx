import { PassThrough } from 'node:stream';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '@reboard/contracts/i18n';
import { Toaster } from './lib/toast.tsx';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { createQueryClient } from './app/query-client.ts';
import { createRoutes } from './app/routes.tsx';
import { serializeRouteErrors, SSR_PAYLOAD_ID, payloadText, type SsrPayload } from './app/ssr-payload.ts';
import { isApiRequestError } from './lib/api-client.ts';
import { pickAreas, type Catalogue } from './lib/i18n/catalogue.ts';
import { createI18n } from './lib/i18n/i18n.ts';
import { loadLazyComponents } from './lib/lazy-component.ts';
import { SiteOriginContext } from './lib/meta/site-origin.ts';
import { sessionKeys } from './lib/query-keys.ts';

export { setApiTransport } from './lib/api-client.ts';

/** What the server sends: a rendered page, a redirect, or the empty shell for a client-side page. */
export type RenderResult =
  | { kind: 'page'; status: number; head: string; body: string; preload: string[] }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell' };

/**
 * The HTTP status of the page: the router's (404 for an unknown path, 410 for a sold listing),
 * except when an API call failed, whose "no such listing" (404, or 400 for an id that cannot be
 * one) makes the page a 404, and anything else a 500.
 */
function pageStatus(statusCode: number, errors: Record<string, unknown> | null): number {
  const error = errors ? Object.values(errors)[0] : undefined;
  if (!isApiRequestError(error)) return statusCode;
  return error.status === 404 || error.status === 400 ? 404 : 500;
}

/**
 * Cached data the page was rendered with, for the browser to start from. The session is the
 * guest's (the server never renders as anyone): it goes along so the first render matches, but
 * marked as old, so the browser asks at once who is really there.
 */
function dehydrateForBrowser(queryClient: QueryClient) {
  const state = dehydrate(queryClient);
  const session = JSON.stringify(sessionKeys.all);
  for (const query of state.queries) {
    if (JSON.stringify(query.queryKey) === session) query.state.dataUpdatedAt = 0;
  }
  return state;
}

/** Renders React into a whole document (so <title>, <meta> and <link> land in its <head>) and waits for all of it. */
function renderDocument(app: ReactNode): Promise<{ head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => {
      const html = Buffer.concat(chunks).toString('utf8');
      const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
      const body = /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1];
      if (body === undefined) reject(new Error('The rendered document has no #root'));
      else resolve({ head, body });
    });
    const stream = renderToPipeableStream(
      <html lang="en">
        <head />
        <body>
          <div id="root">{app}</div>
        </body>
      </html>,
      // Every part inline, in place: React otherwise moves a large finished part to the end of the
      // document with an inline script to put it back, which the CSP forbids (and the regex above misses).
      { onAllReady: () => stream.pipe(sink), onShellError: reject, progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
  });
}

/**
 * Renders a public page as a guest would see it, with React Router's static handler: the
 * routes' loaders fill the query cache, the page renders from it, and the cache and loader
 * results go into the page so the browser hydrates without fetching again.
 */
export async function render(request: Request, origin: string, locale: Locale): Promise<RenderResult> {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const matches = matchRoutes(routes, new URL(request.url).pathname) ?? [];
  if (matches.some(({ route }) => (route.handle as { clientOnly?: boolean } | undefined)?.clientOnly)) return { kind: 'shell' };

  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // The page's modules are loaded now (the handler resolved its lazy route): so is what they load lazily.
  await loadLazyComponents();
  const router = createStaticRouter(handler.dataRoutes, context);
  // The areas of the catalogue the page uses go into it: the browser hydrates without the rest.
  const usedAreas = new Set<string>();
  const i18n = await createI18n(locale, { used: usedAreas });
  const { head, body } = await renderDocument(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <SiteOriginContext value={origin}>
          <QueryClientProvider client={queryClient}>
            {/* hydrate={false}: the router's state goes into a JSON block below, not an inline script the CSP forbids. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
            <Toaster containerClassName="print:hidden" />
          </QueryClientProvider>
        </SiteOriginContext>
      </I18nextProvider>
    </StrictMode>,
  );
  const payload: SsrPayload = {
    origin,
    queries: dehydrateForBrowser(queryClient),
    translations: pickAreas(i18n.getResourceBundle(locale, 'translation') as Catalogue, usedAreas),
    router: { loaderData: context.loaderData, errors: serializeRouteErrors(context.errors) },
  };
  queryClient.clear();
  const status = pageStatus(context.statusCode, context.errors);
  const state = `<script type="application/json" id="${SSR_PAYLOAD_ID}">${payloadText(payload)}</script>`;
  // The matched pages' code, by source path (app/page-module.ts derives it), for the server to preload.
  const preload = context.matches.flatMap(({ route }) => (route.handle as { preload?: string[] } | undefined)?.preload ?? []);
  return { kind: 'page', status, head, body: `<div id="root">${body}</div>${state}`, preload };
}
