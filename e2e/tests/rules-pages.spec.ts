import { expect, test } from '@playwright/test';
import { BASE_URL } from './support/e2e-env.ts';
import { canonicalOf, decode, fetchPage, meta, titleOf } from './support/html.ts';
import { registerWithApi } from './support/accounts.ts';
import { sellerWithListing, uniqueWord } from './support/orders.ts';
import { watch } from './support/page-problems.ts';

/*
 * The written rules (terms, privacy, fees, buyer protection): rendered by the server in both
 * languages for crawlers and link previews, listed in the sitemap, and a click away from the
 * booking a buyer is about to make.
 */

const RULES = [
  { path: '/terms', en: 'Terms of use', bn: 'ব্যবহারের শর্তাবলি' },
  { path: '/privacy', en: 'Privacy', bn: 'গোপনীয়তা' },
  { path: '/fees', en: 'Fees', bn: 'ফি' },
  { path: '/buyer-protection', en: 'Buyer protection', bn: 'ক্রেতা সুরক্ষা' },
];

const h1Of = (html: string) => decode(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '');

test('each written rule is rendered by the server in English and in Bengali, with its title and description', async ({ request }) => {
  for (const rule of RULES) {
    const english = await fetchPage(request, rule.path);
    expect(h1Of(english), rule.path).toBe(rule.en);
    expect(titleOf(english)).toBe(`${rule.en} · Reboard`);
    expect(meta(english, 'description')?.length, rule.path).toBeGreaterThan(60);
    expect(canonicalOf(english)).toBe(`${BASE_URL}${rule.path}`);
    expect(english).toMatch(/<html lang="en"/);

    const bengali = await fetchPage(request, `${rule.path}?lang=bn`);
    expect(h1Of(bengali), `${rule.path}?lang=bn`).toBe(rule.bn);
    expect(titleOf(bengali)).toBe(`${rule.bn} · Reboard`);
    // The description is Bengali too, not the English one left behind.
    expect(meta(bengali, 'description')).toMatch(/[\u0980-\u09FF]{3}/);
    expect(meta(bengali, 'description')).not.toBe(meta(english, 'description'));
    expect(bengali).toMatch(/<html lang="bn"/);
  }
});

test("buyer protection states the deployment's window for reporting, and fees say Reboard charges nothing", async ({ request }) => {
  // ORDER_AUTO_COMPLETE_MS is left at its default here: 14 days.
  expect(decode(await fetchPage(request, '/buyer-protection'))).toContain('After the seller marks the order shipped or handed over, you have 14 days to report');
  expect(decode(await fetchPage(request, '/buyer-protection?lang=bn'))).toContain('জানানোর জন্য আপনার হাতে থাকে ১৪ দিন');
  expect(decode(await fetchPage(request, '/fees'))).toContain('Reboard charges nothing today.');
});

test('each written rule hydrates in both languages without a warning, an error or a second fetch', async ({ page }) => {
  // Eight pages, each waited on until the network is quiet: more than the default budget on two shared cores.
  test.setTimeout(90_000);
  for (const rule of RULES) {
    for (const [path, heading] of [
      [rule.path, rule.en],
      [`${rule.path}?lang=bn`, rule.bn],
    ] as const) {
      const seen = watch(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }), path).toBeVisible();
      // The client asks who is signed in once it has taken over; then nothing else is pending.
      await expect.poll(() => seen.apiCalls, { message: path }).toContain('/api/session');
      await page.waitForLoadState('networkidle');
      expect(seen.problems, path).toEqual([]);
      expect(seen.apiCalls, path).toEqual(['/api/session']);
      page.removeAllListeners();
    }
  }
});

test('the sitemap lists the written rules', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  for (const rule of RULES) expect(xml).toContain(`<loc>${BASE_URL}${rule.path}</loc>`);
});

test('a buyer reads buyer protection beside Add to Cart and opens its page from the booking modal', async ({ page, browser }) => {
  const seller = await sellerWithListing(browser, `E2E Protected board ${uniqueWord()}`);
  await registerWithApi(page, 'buyer', 'Careful Buyer');
  await page.goto(`/products/${seller.listing.id}`);
  await expect(page.getByText(/^Buyer protection: if it does not arrive or is not as described/)).toBeVisible();

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const dialog = page.getByRole('dialog', { name: `Book ${seller.listing.name}` });
  await dialog.getByLabel('Phone').fill('01711-223344');
  // The page opens in a tab of its own, so the booking and what was typed stay as they were.
  const [tab] = await Promise.all([page.context().waitForEvent('page'), dialog.getByRole('link', { name: 'How buyer protection works' }).click()]);
  await expect(tab.getByRole('heading', { level: 1, name: 'Buyer protection' })).toBeVisible();
  await expect(tab.getByRole('heading', { level: 2, name: 'How to report, and by when' })).toBeVisible();
  await expect(dialog.getByLabel('Phone')).toHaveValue('01711-223344');
  await tab.close();
  await seller.context.close();
});
