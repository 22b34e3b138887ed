import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Locale } from '@reboard/contracts/i18n';
import { baseUrl, type AppConfig } from '../config.ts';
import { localeOfRequest } from '../lib/i18n.ts';
import { htmlReply, serverRenderer, SSR_DIR, withLang } from './server-rendering.ts';

const YEAR = 365 * 24 * 60 * 60;

/**
 * Static files: demo pictures and (when built) the web app, whose client-side
 * routes fall back to index.html. Hashed assets are cached for a year; index.html never is.
 */
export type SendIndex = (reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;


/** Returns how to send the app's index.html, or null when the web app is not built. */
export async function registerWeb(app: FastifyInstance, config: AppConfig): Promise<SendIndex | null> {
  await app.register(fastifyStatic, {
    root: config.demoAssetsDir,
    prefix: '/demo/',
    decorateReply: false,
    maxAge: '7d',
  });
  const indexHtml = path.join(config.webDistDir, 'index.html');
  if (!fs.existsSync(indexHtml)) {
    app.log.warn(`web app not built (${indexHtml} missing): serving the API only`);
    return null;
  }
  await app.register(fastifyStatic, {
    root: config.webDistDir,
    prefix: '/',
    // A wildcard route, so files from a rebuild made while the server runs are found too;
    // a missing file falls through to the not-found handler (index.html for app routes).
    wildcard: true,
    index: false,
    // The server build and the build's manifest sit beside the app: code and notes, not files to hand out.
    allowedPath: (pathName) => !pathName.startsWith(`/${SSR_DIR}/`) && !pathName.startsWith('/.vite/'),
    // The build writes .br and .gz beside each text asset (apps/web/vite-precompress.ts).
    preCompressed: true,
    setHeaders: (res, file) => {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? `public, max-age=${YEAR}, immutable` : 'no-cache');
    },
  });
  // Read again when the file changes, so a rebuild while the server runs is picked up; one copy
  // per language, whose <html lang> says which.
  let cached = { mtimeMs: 0, html: new Map<Locale, Buffer>() };
  const currentIndex = (locale: Locale) => {
    const { mtimeMs } = fs.statSync(indexHtml);
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: new Map() };
    let html = cached.html.get(locale);
    if (!html) cached.html.set(locale, (html = Buffer.from(withLang(fs.readFileSync(indexHtml, 'utf8'), locale))));
    return html;
  };
  const sendShell: SendIndex = (reply) => htmlReply(reply, 200, currentIndex(localeOfRequest(reply.request)));
  // Public pages are rendered here when the server build exists; links in them use the public address.
  const sendIndex: SendIndex = (await serverRenderer(app, { distDir: config.webDistDir, origin: baseUrl(config), shell: currentIndex })) ?? sendShell;
  app.get('/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply));

  return sendIndex;
}
