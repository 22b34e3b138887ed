import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';

/*
 * The plugin against a stand-in for the web app's server build: an entry that reports what it
 * was asked and what the API answered it, so the splicing, statuses and in-process API calls
 * are tested without building the web app (the browser tests use the real one).
 */
const FAKE_ENTRY = `
let transport;
export const setApiTransport = (t) => { transport = t; };
export async function render(request, origin, locale) {
  const url = new URL(request.url);
  if (url.pathname === '/dashboard') return { kind: 'shell' };
  if (url.pathname === '/old') return { kind: 'redirect', status: 301, location: '/products' };
  if (url.pathname === '/broken') throw new Error('render failed');
  const config = await transport('/api/config', { method: 'GET' });
  const body = await config.json();
  return {
    kind: 'page',
    status: url.pathname === '/gone' ? 410 : 200,
    preload: ['src/page.tsx', 'src/shared.ts'],
    head: '<title>Rendered $& · Reboard</title>',
    body: '<div id="root"><p>' + origin + ' ' + url.pathname + ' ' + body.currency + ' $1</p><p>in ' + locale + '</p></div>',
  };
}`;

function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reboard-ssr-dist-'));
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Reboard</title><meta name="description" content="shell" /><link rel="modulepreload" crossorigin href="/assets/react-1.js"></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'server', 'entry-server.js'), FAKE_ENTRY);
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js', name: 'react' },
      'src/page.tsx': { file: 'assets/page-1.js', src: 'src/page.tsx', imports: ['index.html', '_react-1.js', '_grid-1.js'] },
      '_grid-1.js': { file: 'assets/grid-1.js', name: 'grid' },
      '_shared-1.js': { file: 'assets/shared-1.js', name: 'shared', imports: ['_grid-1.js'] },
    }),
  );
  return dir;
}

let t: TestContext;
let dist: string;
beforeEach(async () => {
  dist = fakeDist();
  t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://reboard.example' });
});
afterEach(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('server rendering', () => {
  it("puts the page into the shell, its head in place of the shell's title and description", async () => {
    const res = await get('/products?q=esp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    // The API answered in-process; the public address made the links; `$` in a page stays as written.
    expect(res.body).toContain('<div id="root"><p>https://reboard.example /products BDT $1</p><p>in en</p></div>');
    expect(res.body).toContain('<title>Rendered $& · Reboard</title></head>');
    expect(res.body).not.toContain('<title>Reboard</title>');
    expect(res.body).not.toContain('content="shell"');
    // The page's code and what it imports are preloaded; what the shell preloads already is not repeated.
    const preloaded = [...res.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloaded).toEqual(['/assets/react-1.js', '/assets/page-1.js', '/assets/grid-1.js', '/assets/shared-1.js']);
  });

  it("answers with the page's own status, follows its redirects, and sends the shell for client-side pages", async () => {
    expect((await get('/gone')).statusCode).toBe(410);
    const moved = await get('/old');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/products');
    const dashboard = await get('/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('<title>Reboard</title>');
    expect(dashboard.body).toContain('<div id="root"></div>');
  });

  it("renders in the visitor's language: the page's ?lang=, then the kept cookie, then Accept-Language", async () => {
    const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
    const langOf = (body: string) => [/<html lang="(\w+)"/.exec(body)?.[1], /<p>in (\w+)<\/p>/.exec(body)?.[1]];
    expect(langOf((await page('/products')).body)).toEqual(['en', 'en']);
    const bengali = await page('/products', { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' });
    expect(langOf(bengali.body)).toEqual(['bn', 'bn']);
    // Caches in between must keep the languages apart.
    expect(bengali.headers.vary).toBe('Accept-Language, Cookie');
    expect(langOf((await page('/products', { 'accept-language': 'fr, de;q=0.5' })).body)).toEqual(['en', 'en']);
    expect(langOf((await page('/products', { 'accept-language': 'bn', cookie: 'reboard_lang=en' })).body)).toEqual(['en', 'en']);
    expect(langOf((await page('/products?lang=bn', { cookie: 'reboard_lang=en' })).body)).toEqual(['bn', 'bn']);
    // A value that is no language of ours is ignored, never echoed.
    expect(langOf((await page('/products?lang=%22%3E', { cookie: 'reboard_lang="><script>' })).body)).toEqual(['en', 'en']);
    // The shell of a client-side page says its language too, and so does the fallback.
    expect(langOf((await page('/dashboard', { 'accept-language': 'bn' })).body)[0]).toBe('bn');
    expect(langOf((await page('/broken', { cookie: 'reboard_lang=bn' })).body)[0]).toBe('bn');
  });

  it('falls back to the shell when rendering fails, so the browser can still render the page', async () => {
    const res = await get('/broken');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('never serves the server build or the manifest as a file', async () => {
    expect((await get('/server/entry-server.js')).body).not.toContain('setApiTransport');
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
    expect((await get('/index.html')).statusCode).toBe(200);
  });

  it('keeps API misses as JSON 404s', async () => {
    const res = await get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it("builds a page's links from the configured address, never from a forged Host header", async () => {
    const local = await createTestApp({ WEB_DIST_DIR: dist });
    try {
      const res = await local.app.inject({ method: 'GET', url: '/products', headers: { host: 'evil.test' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<p>http://localhost:3000 /products BDT $1</p>');
      expect(res.body).not.toContain('evil.test');
    } finally {
      await local.close();
    }
  });
});
