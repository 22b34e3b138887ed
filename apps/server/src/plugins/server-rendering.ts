import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Locale } from '@reboard/contracts/i18n';
import { localeOfRequest } from '../lib/i18n.ts';
import { pagePreloads } from './page-preloads.ts';

/** Where `npm run build` puts the server build of the web app, inside its dist (and never served). */
export const SSR_DIR = 'server';
const ENTRY = path.join(SSR_DIR, 'entry-server.js');

type RenderResult =
  | { kind: 'page'; status: number; head: string; body: string; preload: string[] }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell' };

/** What apps/web/src/entry-server.tsx exports. */
type ServerEntry = {
  render: (request: Request, origin: string, locale: Locale) => Promise<RenderResult>;
  setApiTransport: (transport: (path: string, init: RequestInit) => Promise<Response>) => void;
};

/** The page's language on its root element (the template says `en`). */
export const withLang = (html: string, locale: Locale): string =>
  html.replace(/<html\b([^>]*)>/, (_tag, attrs: string) => `<html lang="${locale}"${attrs.replace(/\s+lang="[^"]*"/, '')}>`);

/**
 * Sends a page of the web app. Never cached as is: it may carry a server-rendered catalogue, and
 * its language follows the cookie and Accept-Language, which caches in between must key on.
 */
export const htmlReply = (reply: FastifyReply, status: number, html: string | Buffer): FastifyReply =>
  reply.status(status).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Language, Cookie').type('text/html; charset=utf-8').send(html);

/** Sends a page of the web app: rendered on the server when it can be, the empty shell otherwise. */
export type SendPage = (reply: FastifyReply) => Promise<FastifyReply>;

/** The template's own title and description give way to the page's. */
const TEMPLATE_META = /<title>[\s\S]*?<\/title>\s*|<meta name="description"[^>]*>\s*/g;

/**
 * Server rendering of the public pages, when the server build exists. Pages are rendered as a
 * guest: no cookie reaches the API calls, so a page can never carry one person's data to
 * another, and those calls hit the public read cache. They go through `app.inject`, with no
 * network in between. Returns null when the web app was built without its server part.
 */
export async function serverRenderer(
  app: FastifyInstance,
  { distDir, origin, shell }: { distDir: string; origin: string; shell: (locale: Locale) => Buffer },
): Promise<SendPage | null> {
  const entryFile = path.join(distDir, ENTRY);
  if (!fs.existsSync(entryFile)) {
    app.log.warn(`web app built without server rendering (${entryFile} missing): pages render in the browser`);
    return null;
  }
  const transport = async (url: string, init: RequestInit) => {
    const res = await app.inject({ method: (init.method ?? 'GET') as 'GET', url, headers: { accept: 'application/json' } });
    return new Response(res.rawPayload, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
  };
  // A module is imported once per process (its chunks import the entry by its plain URL). After
  // a rebuild the running code no longer matches the new assets: pages go back to the shell,
  // rendered in the browser, until the next start.
  const builtAt = fs.statSync(entryFile).mtimeMs;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  entry.setApiTransport(transport);
  const preloads = pagePreloads(distDir);
  const stale = () => !fs.existsSync(entryFile) || fs.statSync(entryFile).mtimeMs !== builtAt;

  return async (reply) => {
    const { request } = reply;
    const locale = localeOfRequest(request);
    try {
      if (stale()) return htmlReply(reply, 200, shell(locale));
      // Joined as text: a path such as `//elsewhere.example/x` must stay a path on this site.
      // The configured address, never the request's Host: a page's links must not follow a forged one.
      const result = await entry.render(new Request(`${origin}${request.url}`, { method: 'GET' }), origin, locale);
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      if (result.kind === 'shell') return htmlReply(reply, 200, shell(locale));
      const template = shell(locale).toString('utf8');
      const page = template
        .replace(TEMPLATE_META, '')
        .replace('</head>', () => `${preloads(result.preload, template)}${result.head}</head>`)
        .replace('<div id="root"></div>', () => result.body);
      return htmlReply(reply, result.status, page);
    } catch (err) {
      // The browser can still render the page itself: a failed server render costs speed, not the page.
      request.log.error({ err }, 'server rendering failed; sending the shell');
      return htmlReply(reply, 200, shell(locale));
    }
  };
}
