import { expect, test } from '@playwright/test';
import { featured, pick } from './support/api.ts';
import { DEMO_BUYER, signInWithApi } from './support/accounts.ts';
import { watch } from './support/page-problems.ts';
import { expectHydrated } from './support/page-checks.ts';

/*
 * Server-rendered pages taken over by the browser: no hydration mismatch (React reports one as
 * an error), no console error, and no API call for what the server already sent (only the
 * session, which the server never renders).
 */

const CATEGORY = '/category/0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e01';

test('each public page hydrates without a warning, an error or a second fetch', async ({ page, request }) => {
  const listing = pick(await featured(request), 'a promoted listing', (p) => p.status === 'active');
  const pages: [string, RegExp][] = [
    ['/', /one-stop shop/i],
    ['/products', /^Products available : \d+$/],
    ['/products?condition=good&sort=price_asc', /^Products available : \d+$/],
    [`/products/${listing.id}`, new RegExp(listing.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))],
    [CATEGORY, /^Products available of Network Modules/],
    ['/about', /About us/],
    ['/contact', /.+/],
    ['/jobs', /.+/],
    ['/press-kit', /.+/],
    ['/no-such-page', /Sorry, we couldn't find this page/],
  ];
  for (const [path, heading] of pages) {
    const seen = watch(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    // The client asks who is signed in once it has taken over; then nothing else is pending.
    await expect.poll(() => seen.apiCalls, { message: path }).toContain('/api/session');
    await page.waitForLoadState('networkidle');
    expect(seen.problems, path).toEqual([]);
    expect(seen.apiCalls, path).toEqual(['/api/session']);
    page.removeAllListeners();
  }
});

test('a hydrated page goes on working: filters fetch, links navigate on the client', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/products');
  // Clicked once hydrated: a click while the page hydrates can be lost (a full run's /products,
  // with more listings, hydrates late; the quiet network was not proof of it).
  await expectHydrated(page);
  await page.getByRole('link', { name: 'About us' }).click();
  // The written pages' chunk is fetched on the way: on a busy machine that alone can take seconds.
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle('About us · Reboard');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: /^Products available : \d+$/ })).toBeVisible();
  await expect(page).toHaveTitle('Products · Reboard');
  // One title in the document, kept in step with the page.
  await expect(page.locator('head title')).toHaveCount(1);
  expect(seen.problems).toEqual([]);
});

test('controls the page enables when it hydrates appear at once, without fading in from the disabled look', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByLabel('Sort by')).toBeEnabled();
  const fading = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition && animation.playState === 'running')
      .map((animation) => (animation.effect instanceof KeyframeEffect ? animation.effect.target?.outerHTML.slice(0, 80) : '')),
  );
  expect(fading).toEqual([]);
});

test('the server renders as a guest; the browser then shows who is signed in', async ({ page }) => {
  await signInWithApi(page, DEMO_BUYER);
  // The HTML itself never carries the person's data, even with their cookie on the request.
  const html = (await (await page.request.get('/products')).text()).replaceAll('<!-- -->', '');
  expect(html).toContain('Welcome, Guest');
  expect(html).not.toContain(DEMO_BUYER.email);
  await page.goto('/products');
  await expect(page.getByRole('banner').getByText('Welcome, Guest')).toHaveCount(0);
  await expect(page.getByRole('banner').getByText(/^Welcome, (?!Guest)/).first()).toBeVisible();
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the products page still shows the listings, and a listing its details', async ({ page, request }) => {
    const listing = pick(await featured(request), 'a promoted listing', (p) => p.status === 'active');
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: /^Products available : \d+$/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();
    await page.goto(`/products/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
  });

  test('buttons that need the script are disabled until it runs; the search box works without it', async ({ page }) => {
    await page.goto('/products');
    // A listing for sale (one another test booked offers "Tell me when it's free" instead).
    const card = page.getByRole('list', { name: 'Products' }).getByRole('article').filter({ has: page.getByRole('button', { name: 'Add to Cart' }) }).first();
    await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Report product' })).toBeDisabled();
    await expect(page.getByLabel('Sort by')).toBeDisabled();

    await page.getByRole('combobox', { name: 'Search products' }).fill('board');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/products\?q=board$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Products available : \d+$/ })).toBeVisible();
  });
});
