import { CATEGORY_IDS } from '@reboard/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { insertListing, insertUser } from '#test/factories.ts';
import { products } from '#server/db/schema/index.ts';
import { createSeoService } from './seo.service.ts';
import { sitemapFileCount } from './sitemap.ts';

let t: TestContext;
beforeEach(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://reboard.example' });
});
afterEach(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('robots.txt', () => {
  it('keeps crawlers out of the dashboard and the API and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /dashboard');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Sitemap: https://reboard.example/sitemap.xml');
    expect(lines).not.toContain('Disallow: /');
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages, the categories, the sellers and the listings for sale, not sold or deleted ones', async () => {
    const seller = await insertUser(t.database.db);
    const active = await insertListing(t.database.db, seller.id);
    const sold = await insertListing(t.database.db, seller.id, { status: 'sold' });
    const deleted = await insertListing(t.database.db, seller.id, { deletedAt: new Date() });

    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    const urls = locs(res.body);
    expect(urls).toEqual(expect.arrayContaining(['https://reboard.example/', 'https://reboard.example/products', 'https://reboard.example/about']));
    // The written rules, which a buyer may search for before trusting the site.
    expect(urls).toEqual(
      expect.arrayContaining(['/terms', '/privacy', '/fees', '/buyer-protection'].map((path) => `https://reboard.example${path}`)),
    );
    for (const id of Object.values(CATEGORY_IDS)) expect(urls).toContain(`https://reboard.example/category/${id}`);
    expect(urls).toContain(`https://reboard.example/products/${active.id}`);
    expect(urls).toContain(`https://reboard.example/sellers/${seller.id}`);
    expect(urls).not.toContain(`https://reboard.example/products/${sold.id}`);
    expect(urls).not.toContain(`https://reboard.example/products/${deleted.id}`);
    expect(urls.some((u) => u?.includes('/dashboard'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists every page in English and in Bengali, with the address that follows the visitor', async () => {
    const seller = await insertUser(t.database.db);
    const listing = await insertListing(t.database.db, seller.id);
    const body = (await get('/sitemap.xml')).body;
    const entry = body.split('<url>').find((u) => u.includes(`<loc>https://reboard.example/products/${listing.id}</loc>`));
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="https://reboard.example/products/${listing.id}?lang=en"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="bn" href="https://reboard.example/products/${listing.id}?lang=bn"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="https://reboard.example/products/${listing.id}"/>`);
    // Every page has both.
    expect(body.split('hreflang="bn"').length).toBe(body.split('<url>').length);
  });

  it('drops a listing once it is removed', async () => {
    const seller = await insertUser(t.database.db);
    const listing = await insertListing(t.database.db, seller.id);
    expect(locs((await get('/sitemap.xml')).body)).toContain(`https://reboard.example/products/${listing.id}`);
    await t.database.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, listing.id));
    expect(locs((await get('/sitemap.xml')).body)).not.toContain(`https://reboard.example/products/${listing.id}`);
  });

  it('answers an unknown or malformed file of the index with a clear 4xx', async () => {
    expect((await get('/sitemaps/2.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/0.xml')).statusCode).toBe(400);
    expect((await get('/sitemaps/abc')).statusCode).toBe(400);
    expect((await get('/sitemaps/1.xml')).statusCode).toBe(200);
  });
});

describe('a sitemap past the limit', () => {
  it('becomes an index whose files hold every URL once, none over the limit', async () => {
    const ids = Array.from({ length: 7 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
    const catalog = {
      listCategories: async () => ({ items: [{ id: 'c1', name: 'C', image: null }] }) as never,
      countForSale: async () => ids.length,
      sellersForSale: async () => [],
      forSaleSlice: async (offset: number, limit: number) => ids.slice(offset, offset + limit).map((id) => ({ id, updatedAt: new Date(0) })),
    };
    // 10 fixed pages + 1 category + 7 listings = 18 URLs, 5 a file: 4 files.
    const seo = createSeoService(catalog, 5);
    expect(sitemapFileCount(18, 5)).toBe(4);
    const index = await seo.sitemap('https://r.example');
    expect(index).toContain('<sitemapindex');
    expect(locs(index)).toEqual([1, 2, 3, 4].map((n) => `https://r.example/sitemaps/${n}.xml`));
    const files = await Promise.all([1, 2, 3, 4].map((n) => seo.sitemapFile('https://r.example', n)));
    const all = files.flatMap((xml) => locs(xml ?? ''));
    expect(files.map((xml) => locs(xml ?? '').length)).toEqual([5, 5, 5, 3]);
    expect(new Set(all).size).toBe(18);
    for (const id of ids) expect(all).toContain(`https://r.example/products/${id}`);
    expect(await seo.sitemapFile('https://r.example', 5)).toBeNull();
  });
});
