import { expect, test, type Page } from '@playwright/test';
import { formatPrice } from '@reboard/contracts/i18n';
import { registerWithApi, signInWithApi, toast } from './support/accounts.ts';
import { bn, uniqueBengaliWord } from './support/catalogue.ts';
import { BASE_URL } from './support/e2e-env.ts';
import { sellerWithListing, uniqueWord } from './support/orders.ts';
import { productCard } from './support/product-card.ts';
import { uniqueEmail } from './support/unique-email.ts';

const header = (page: Page) => page.getByRole('banner');
const inBengali = async (page: Page) => {
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(header(page).getByRole('link', { name: bn('layout.nav.products'), exact: true })).toBeVisible();
};

test.describe('English and Bengali', () => {
  test('switching to Bengali turns the header, a card, the booking modal, a validation error and a toast into Bengali, and it stays after reload and sign-in', async ({ page, browser }) => {
    const word = uniqueWord();
    const { listing, context: sellerContext } = await sellerWithListing(browser, `E2E Language board ${word}`, 2150);
    // A buyer account made elsewhere; this page signs in through the (Bengali) form.
    const elsewhere = await browser.newContext({ baseURL: BASE_URL });
    const buyer = await registerWithApi(await elsewhere.newPage(), 'buyer', 'Language Buyer');
    await elsewhere.close();

    await page.goto(`/products?q=${word}`);
    await expect(header(page).getByRole('link', { name: 'Products', exact: true })).toBeVisible();
    await header(page).getByLabel('Language').selectOption('bn');
    await inBengali(page);
    const card = productCard(page, listing.name);
    await expect(card.getByRole('button', { name: bn('orders.addToCart.button') })).toBeVisible();
    await expect(card).toContainText(formatPrice(listing.resalePrice, 'BDT', 'bn'));
    expect(formatPrice(listing.resalePrice, 'BDT', 'bn')).toBe('৳২,১৫০');

    await page.reload();
    await inBengali(page);

    // A guest pressing Add to Cart signs in first, in Bengali, and comes back.
    await card.getByRole('button', { name: bn('orders.addToCart.button') }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel(bn('auth.field.email')).fill(buyer.email);
    await page.getByLabel(bn('auth.field.password'), { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: bn('auth.login.submit'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products\\?q=${word}$`));
    await inBengali(page);

    await card.getByRole('button', { name: bn('orders.addToCart.button') }).click();
    const dialog = page.getByRole('dialog', { name: bn('orders.booking.title', { name: listing.name }) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: bn('orders.booking.submit') }).click();
    await expect(dialog.getByLabel(bn('orders.booking.phone'))).toHaveAccessibleDescription(bn('validation.order.phoneRequired'));
    await dialog.getByLabel(bn('orders.booking.phone')).fill('+880 1711 223344');
    await dialog.getByLabel(bn('orders.booking.location')).fill('ধানমন্ডি ২৭, ঢাকা');
    await dialog.getByRole('button', { name: bn('orders.booking.submit') }).click();
    await expect(toast(page, bn('orders.booking.confirmed'))).toBeVisible();

    // The profile kept the choice: the same buyer signing in on another device, which has never
    // chosen, gets Bengali.
    const device = await browser.newContext({ baseURL: BASE_URL });
    const other = await device.newPage();
    await signInWithApi(other, { email: buyer.email, password: buyer.password });
    await other.goto('/');
    await inBengali(other);
    await device.close();
    await sellerContext.close();
  });

  test('a first visit asking for Bengali gets Bengali pages from the server, with lang="bn" and both languages linked', async ({ request, browser }) => {
    const response = await request.get('/', { headers: { 'Accept-Language': 'bn-BD,bn;q=0.9,en;q=0.5' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="bn"/);
    expect(html).toContain(bn('layout.nav.products'));
    // React writes the attribute as hrefLang; HTML attributes ignore case.
    expect(html).toMatch(/<link rel="alternate" hreflang="bn" href="[^"]*\?lang=bn"/i);
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\?lang=en"/i);
    // English stays the default, and ?lang= picks a language whatever the browser asks.
    expect(await (await request.get('/')).text()).toMatch(/<html lang="en"/);
    expect(await (await request.get('/?lang=en', { headers: { 'Accept-Language': 'bn' } })).text()).toMatch(/<html lang="en"/);

    // A browser set to Bengali: the page is Bengali before any choice, and the switch says so.
    const context = await browser.newContext({ baseURL: BASE_URL, locale: 'bn-BD' });
    const page = await context.newPage();
    await page.goto('/');
    await inBengali(page);
    await expect(header(page).getByLabel(bn('common.language.label'))).toHaveValue('bn');
    await context.close();
  });

  test('a Bengali listing title is found by searching for one of its words, and keeps its text', async ({ page, browser }) => {
    const word = uniqueBengaliWord();
    const name = `পুরনো আরডুইনো বোর্ড ${word}`;
    const { context } = await sellerWithListing(browser, name, 900);
    await page.goto('/');
    const search = header(page).getByRole('combobox', { name: 'Search products' });
    await search.fill(word);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/products\\?q=${encodeURIComponent(word)}`));
    await expect(productCard(page, name)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(1);
    await context.close();
  });

  test('a change that cannot reach the server says so in Bengali', async ({ page }) => {
    await page.goto('/?lang=bn');
    await inBengali(page);
    const form = page.getByRole('form', { name: bn('layout.home.newsletter.title') });
    await form.getByLabel(bn('newsletter.form.firstName'), { exact: true }).fill('Ada');
    await form.getByLabel(bn('newsletter.form.lastName'), { exact: true }).fill('Lovelace');
    await form.getByLabel(bn('newsletter.form.email'), { exact: true }).fill(uniqueEmail('offline'));
    // The connection drops on the way (the browser still thinks it is online, so the change is
    // sent, not held back for later): the words are the browser's own, not the server's.
    await page.route('**/api/newsletter', (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: bn('newsletter.form.subscribe') }).click();
    await expect(toast(page, bn('common.error.network'))).toBeVisible();
  });
});
