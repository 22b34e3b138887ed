import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { FIXED_PUBLIC_PAGES, productPath, sellerPath } from '@reboard/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#server/config.ts';
import { createTestApp, type TestContext } from '#test/app.ts';
import { insertListing, insertUser } from '#test/factories.ts';

/*
 * Link previews need the real pages: the web app and its server build, built by this file into a
 * folder of its own (only when the sources changed), so no other test or running server sees
 * apps/web/dist rebuilt under it. Inside apps/web, so the build's imports resolve as in dist/.
 * PGlite's pass only: the tags do not depend on the database, and two passes would build at once.
 */
const WEB_BUILD = path.join(REPO_ROOT, 'apps/web/node_modules/.cache/reboard-api-tests');
const ORIGIN = 'https://reboard.example';
const SITE_IMAGE = `${ORIGIN}/site-image.png`;

let t: TestContext;
let withPhoto: { id: string; picture: string | null };
let withoutPhoto: { id: string };
let sellerId: string;

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/ensure-web-build.mjs', WEB_BUILD], { cwd: REPO_ROOT, stdio: 'pipe' });
  t = await createTestApp({ WEB_DIST_DIR: WEB_BUILD, PUBLIC_URL: ORIGIN });
  sellerId = (await insertUser(t.database.db)).id;
  withPhoto = await insertListing(t.database.db, sellerId, { name: 'ESP32 board with a cover' });
  withoutPhoto = await insertListing(t.database.db, sellerId, { name: 'Bare relay module', picture: null });
}, 300_000);
afterAll(() => t?.close());

/** The content of each `<meta property|name="key">` of the page's head. */
function metaTags(html: string): Map<string, string> {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const tags = [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)];
  return new Map(tags.map(([, key, content]) => [key!, content!.replace(/&amp;/g, '&')]));
}

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(res.statusCode, url).toBe(200);
  return metaTags(res.body);
}

/** Every public page the sitemap lists (the fixed pages, categories, sellers, listings), and a search. */
async function publicPages(): Promise<string[]> {
  const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!.replace(ORIGIN, ''));
  return [...listed, '/products?q=esp32'];
}

describe('link previews', () => {
  it("every public page's HTML has og:title, og:description and an absolute og:image", async () => {
    const pages = await publicPages();
    // The sitemap is the list: the fixed pages, this seller's page and both listings are on it.
    expect(pages).toEqual(
      expect.arrayContaining([...Object.values(FIXED_PUBLIC_PAGES), sellerPath(sellerId), productPath(withPhoto.id), productPath(withoutPhoto.id)]),
    );
    expect(pages.filter((p) => p.startsWith('/category/')).length).toBeGreaterThan(0);
    for (const url of pages) {
      const tags = await page(url);
      expect(tags.get('og:title'), url).toMatch(/\S · Reboard$/);
      expect(tags.get('og:description'), url).toMatch(/\S/);
      expect(tags.get('og:image'), url).toMatch(new RegExp(`^${ORIGIN}/\\S+$`));
      expect(tags.get('twitter:image'), url).toBe(tags.get('og:image'));
      expect(tags.get('og:image:alt'), url).toMatch(/\S/);
    }
  });

  it('a listing shows its cover; pages without a photo of their own show the site picture at its size', async () => {
    expect((await page(productPath(withPhoto.id))).get('og:image')).toBe(`${ORIGIN}${withPhoto.picture}`);
    for (const url of ['/', '/products', '/about', sellerPath(sellerId), productPath(withoutPhoto.id)]) {
      const tags = await page(url);
      expect(tags.get('og:image'), url).toBe(SITE_IMAGE);
      expect([tags.get('og:image:width'), tags.get('og:image:height')], url).toEqual(['1200', '630']);
    }
  });

  it('serves the site picture as a 1200 × 630 PNG, small enough for any preview', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/site-image.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.length).toBeLessThan(60_000);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });
});
