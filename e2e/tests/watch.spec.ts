import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { registerWithApi, toast } from './support/accounts.ts';
import { sellerWithListing, uniqueWord } from './support/orders.ts';

/*
 * Saved searches and the watchlist, with two people at once: each in a browser context of its
 * own. What a person is told shows in the header's bell, without a reload.
 */

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/** The bell rings (one unread) without a reload; its panel lists `text`, leading to `link`. */
async function bellShows(page: Page, text: string, link: string): Promise<void> {
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 20_000 });
  await bell.click();
  const row = page.getByRole('region', { name: 'Notifications' }).getByRole('link', { name: new RegExp(text) });
  await expect(row).toHaveAttribute('href', link);
}

test.describe('saved searches', () => {
  test('a user saves a search; a seller lists a matching item; the user is told', async ({ page, browser }) => {
    const word = uniqueWord();
    await registerWithApi(page, 'buyer');
    await page.goto(`/products?q=${word}`);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(`“${word}”`);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`Boards ${word}`);
    await dialog.getByRole('radio', { name: 'Mail me at once' }).check();
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(toast(page, 'Search saved')).toBeVisible();

    await page.goto('/dashboard/searches');
    const link = page.getByRole('link', { name: `Boards ${word}` });
    await expect(link).toHaveAttribute('href', `/products?q=${word}`);
    await expect(page.getByLabel(`Alert for Boards ${word}`)).toHaveValue('immediate');

    const seller = await sellerWithListing(browser, `ESP32 board ${word}`);
    contexts.push(seller.context);
    await bellShows(page, `saved search “Boards ${word}”: ESP32 board ${word}`, `/products/${seller.listing.id}`);
    await page.keyboard.press('Escape');

    // Renamed, then deleted after a confirmation.
    await page.getByRole('button', { name: `Rename Boards ${word}` }).click();
    const rename = page.getByRole('dialog', { name: `Rename Boards ${word}` });
    await rename.getByRole('textbox', { name: 'Name' }).fill(`Dev boards ${word}`);
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByRole('link', { name: `Dev boards ${word}` })).toBeVisible();
    await page.getByRole('button', { name: `Delete Dev boards ${word}` }).click();
    await page.getByRole('dialog', { name: `Delete Dev boards ${word}?` }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No saved searches yet')).toBeVisible();
  });
});

test.describe('the watchlist', () => {
  test('a guest hearts a listing after signing in; the seller lowers the price; the watcher is told', async ({ page, browser }) => {
    const name = `W5500 module ${uniqueWord()}`;
    const seller = await sellerWithListing(browser, name, 900);
    contexts.push(seller.context);
    const watcher = await registerWithApi(page, 'buyer', 'Watching Buyer');
    await page.context().clearCookies();

    await page.goto(`/products/${seller.listing.id}`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: `Watch ${name}` }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(watcher.email);
    await page.getByLabel('Password').fill(watcher.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(`/products/${seller.listing.id}`);
    const heart = main.getByRole('button', { name: `Watch ${name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(main.getByRole('button', { name: `Stop watching ${name}` })).toHaveAttribute('aria-pressed', 'true');

    // The seller sees the watcher on My Products, and lowers the price.
    await seller.page.goto('/dashboard/myproducts');
    await expect(seller.page.getByRole('row', { name: new RegExp(name) }).getByText('1 person watching')).toBeVisible();
    await seller.page.goto(`/dashboard/myproducts/edit/${seller.listing.id}`);
    await seller.page.getByLabel('Resale price').fill('750');
    await seller.page.getByRole('button', { name: 'Save changes' }).click();
    await expect(seller.page).toHaveURL('/dashboard/myproducts');

    await bellShows(page, `${name}, which you watch, dropped in price`, `/products/${seller.listing.id}`);

    await page.goto('/dashboard/watchlist');
    await expect(page.getByRole('link', { name })).toBeVisible();
    await page.getByRole('button', { name: `Remove ${name} from your watchlist` }).click();
    await expect(page.getByText('You are not watching anything yet')).toBeVisible();
  });
});
