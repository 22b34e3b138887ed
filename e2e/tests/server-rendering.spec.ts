import { CONDITION_LABELS, ProductSchema } from '@reboard/contracts';
import { expect, test } from '@playwright/test';
import { currency, featured, money, pick, productPage } from './support/api.ts';
import { BASE_URL } from './support/e2e-env.ts';
import { watch } from './support/page-problems.ts';
import { canonicalOf, decode, fetchPage, jsonLd, meta, scriptTags, titleOf } from './support/html.ts';
import { bookWithApi, deleteListing, otherBuyer, payWithApi, sellerWithListing, uniqueWord } from './support/orders.ts';

/*
 * What a search engine or a chat app's link preview gets: the HTML of the first response,
 * fetched without JavaScript.
 */

test('a listing page carries its name, price, condition, title, description, preview tags and JSON-LD', async ({ request }) => {
  // A seeded, promoted listing with a photo: other tests leave those alone.
  const listing = pick(await featured(request), 'a promoted listing with a photo', (p) => p.status === 'active' && p.picture !== null);
  const formatMoney = await money(request);
  const code = await currency(request);
  const html = await fetchPage(request, `/products/${listing.id}`);
  const body = decode(html);

  expect(body).toContain(listing.name);
  expect(body).toContain(formatMoney(listing.resalePrice));
  expect(body).toContain(CONDITION_LABELS[listing.condition]);

  const url = `${BASE_URL}/products/${listing.id}`;
  expect(titleOf(html)).toBe(`${listing.name} · Reboard`);
  expect(meta(html, 'description')).toContain(formatMoney(listing.resalePrice));
  expect(canonicalOf(html)).toBe(url);
  expect(meta(html, 'og:title')).toBe(`${listing.name} · Reboard`);
  expect(meta(html, 'og:type')).toBe('product');
  expect(meta(html, 'og:url')).toBe(url);
  expect(meta(html, 'og:image')).toBe(`${BASE_URL}${listing.picture}`);
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');

  const blocks = jsonLd(html);
  const product = blocks.find((b) => b['@type'] === 'Product');
  expect(product).toMatchObject({
    '@context': 'https://schema.org',
    name: listing.name,
    image: listing.photos.map((photo) => `${BASE_URL}${photo}`),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: code,
      availability: 'https://schema.org/InStock',
      itemCondition: expect.stringMatching(/^https:\/\/schema\.org\/(Used|Damaged)Condition$/),
    },
  });
  expect(Number((product!.offers as { price: string }).price)).toBeGreaterThan(0);
  const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')?.itemListElement as { name: string; item: string }[];
  expect(crumbs.map((c) => c.name)).toEqual(['Home', listing.categoryName, listing.name]);
  expect(crumbs[2]!.item).toBe(url);

  // The page's state rides in a JSON block; no script is inline code (the CSP allows none).
  for (const tag of scriptTags(html)) expect(tag).toMatch(/type="module"[^>]* src=|type="application\/(ld\+)?json"/);
});

test('the products page lists listings with their prices, under its own title and preview tags', async ({ request }) => {
  const first = (await productPage(request, 'limit=3')).items;
  const formatMoney = await money(request);
  const html = await fetchPage(request, '/products');
  const body = decode(html);
  expect(body).toMatch(/Products available : \d+/);
  for (const listing of first) {
    expect(body).toContain(listing.name);
    expect(body).toContain(formatMoney(listing.resalePrice));
  }
  expect(titleOf(html)).toBe('Products · Reboard');
  expect(meta(html, 'description')).toMatch(/still for sale/);
  expect(meta(html, 'og:title')).toBe('Products · Reboard');
  expect(canonicalOf(html)).toBe(`${BASE_URL}/products`);
  // The page's own code is preloaded with it, so it hydrates without waiting for the main script to ask.
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/products-page-[\w-]+\.js">/);

  // A search in the URL is rendered too, with a title of its own.
  const searched = await fetchPage(request, `/products?q=${encodeURIComponent(first[0]!.name.split(' ')[0]!)}`);
  expect(titleOf(searched)).toMatch(/^“.+” · Products · Reboard$/);
  expect(decode(searched)).toContain(first[0]!.name);
});

test('the info pages and home have their own titles and descriptions', async ({ request }) => {
  const seen = new Set<string>();
  for (const path of ['/', '/about', '/contact', '/jobs', '/press-kit']) {
    const html = await fetchPage(request, path);
    const title = titleOf(html);
    expect(title, path).toMatch(/ · Reboard$/);
    expect(meta(html, 'description'), path).toBeTruthy();
    expect(canonicalOf(html), path).toBe(`${BASE_URL}${path}`);
    seen.add(title!);
  }
  expect(seen.size).toBe(5);
});

test('an unknown page answers 404 with the not-found page; an unknown listing too', async ({ request }) => {
  const html = await fetchPage(request, `/no-such-page-${uniqueWord()}`, 404);
  expect(decode(html)).toContain("Sorry, we couldn't find this page.");
  expect(titleOf(html)).toBe('Page not found · Reboard');
  const listing = await fetchPage(request, '/products/00000000-0000-4000-8000-000000000000', 404);
  expect(decode(listing)).toContain("Sorry, we couldn't find this page.");
  expect((await request.get('/category/not-a-category')).status()).toBe(404);
});

test('robots.txt keeps crawlers out of the dashboard and the API and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\n');
  expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /dashboard', 'Disallow: /api/', `Sitemap: ${BASE_URL}/sitemap.xml`]));
});

test('the sitemap lists a new listing and drops it once removed; its page then answers 404', async ({ browser, request }) => {
  const sitemap = async () => (await request.get('/sitemap.xml')).text();
  const seller = await sellerWithListing(browser, `Sitemap board ${uniqueWord()}`);
  const loc = `<loc>${BASE_URL}/products/${seller.listing.id}</loc>`;
  expect(await sitemap()).toContain(loc);
  await deleteListing(seller.page, seller.listing.id);
  expect(await sitemap()).not.toContain(loc);
  await fetchPage(request, `/products/${seller.listing.id}`, 404);
  await seller.context.close();
});

test('a sold listing answers 410, says it was sold and links to similar listings', async ({ browser, request, page }) => {
  const seller = await sellerWithListing(browser, `Sold board ${uniqueWord()}`);
  const buyer = await otherBuyer(browser, 'E2E Gone Buyer');
  const order = await bookWithApi(buyer.page, seller.listing.id);
  await payWithApi(buyer.page, order.id);
  const product = ProductSchema.parse(await (await request.get(`/api/products/${seller.listing.id}`)).json());
  expect(product.status).toBe('sold');

  const html = decode(await fetchPage(request, `/products/${product.id}`, 410));
  expect(html).toContain('This item has been sold and is no longer available.');
  expect(html).toContain('Similar listings');
  expect(html).toContain(`href="/category/${product.categoryId}"`);
  const offer = jsonLd(html).find((b) => b['@type'] === 'Product')?.offers as { availability: string };
  expect(offer.availability).toBe('https://schema.org/SoldOut');

  // In the browser the page hydrates cleanly and the similar listings lead on.
  const seen = watch(page);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Similar listings' })).toBeVisible();
  // Nothing left to book or report: the only such buttons are on the similar listings' cards.
  const similar = page.getByRole('region', { name: 'Similar listings' });
  for (const name of ['Report product', 'Add to Cart']) {
    await expect(page.getByRole('button', { name })).toHaveCount(await similar.getByRole('button', { name }).count());
  }
  await page.getByRole('link', { name: `All ${product.categoryName} for sale` }).click();
  await expect(page).toHaveURL(`/category/${product.categoryId}`);
  expect(seen.problems).toEqual([]);
  await Promise.all([seller.context.close(), buyer.context.close()]);
});
