import { SellerListingsSchema, SellerListingSchema } from '@reboard/contracts';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { E2E_ADMIN, freshAccount, signInWithApi, toast } from './support/accounts.ts';
import { BASE_URL } from './support/e2e-env.ts';

/*
 * The reported-items queue. Each test lists its own part as a fresh seller and has a fresh
 * buyer report it, in contexts of their own, while the admin works on `page`.
 */

const others: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(others.splice(0).map((context) => context.close()));
});

const tag = () => Math.random().toString(36).slice(2, 8);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A person's name followed by their email, as a report card shows them. */
const person = (who: { name: string; email: string }) => new RegExp(`^${escape(who.name)}\\s*${escape(who.email)}$`);
const ADMIN = person(E2E_ADMIN);
const YEAR = new RegExp(String(new Date().getFullYear()));

/** A fresh seller's listing, reported by a fresh buyer with `reason`. */
async function reportedListing(browser: Browser, reason: string) {
  const id = tag();
  const seller = await freshAccount(browser, 'seller', `Reported Seller ${id}`, others);
  const name = `Suspicious module ${id}`;
  const listed = await seller.page.request.post('/api/products', {
    headers: { Origin: BASE_URL },
    data: { name, yearPurchased: 2020, sellerPhone: '01711000000', location: 'Chattogram', resalePrice: 450, usagePeriod: '2 years' },
  });
  expect(listed.status(), 'list the part').toBe(201);
  const listing = SellerListingSchema.parse(await listed.json());
  const reporter = await freshAccount(browser, 'buyer', `Reporter ${id}`, others);
  const reported = await reporter.page.request.post(`/api/products/${listing.id}/reports`, {
    headers: { Origin: BASE_URL },
    data: { reason },
  });
  expect(reported.status(), 'report the part').toBe(201);
  return { seller, reporter, listing };
}

const cards = (page: Page, list: 'Open reports' | 'Resolved reports') =>
  page.getByRole('list', { name: list }).getByRole('article');
const tab = (page: Page, name: 'Open' | 'History') => page.getByRole('tablist').getByRole('tab', { name, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');

async function openQueue(page: Page, search: string) {
  await signInWithApi(page, E2E_ADMIN);
  await page.goto('/dashboard/reporteditems');
  await expect(page.getByRole('heading', { level: 1, name: 'Reported Items' })).toBeVisible();
  await expect(tab(page, 'Open')).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Search reports').fill(search);
}

test('a report shows the listing, seller, reporter, reason and date; dismissing keeps the listing', async ({
  page,
  browser,
}) => {
  const reason = `Looks like a counterfeit chip ${tag()}`;
  const { seller, reporter, listing } = await reportedListing(browser, reason);
  await openQueue(page, listing.name);

  const card = cards(page, 'Open reports');
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAccessibleName(listing.name);
  await expect(card.getByRole('link', { name: listing.name })).toHaveAttribute('href', `/products/${listing.id}`);
  await expect(card.getByRole('term')).toHaveText(['Seller', 'Reported by', 'Reported on', 'Reason']);
  await expect(card.getByRole('definition')).toHaveText([person(seller.account), person(reporter.account), YEAR, reason]);

  await card.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast(page, 'Report dismissed: the listing stays')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText(`No reports match “${listing.name}”`)).toBeVisible();

  // The listing is still public.
  await reporter.page.goto(`/products/${listing.id}`);
  await expect(reporter.page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();

  await tab(page, 'History').click();
  await expect(tab(page, 'History')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/view=history/);
  const done = cards(page, 'Resolved reports');
  await expect(done).toHaveCount(1);
  await expect(done.getByText('Dismissed', { exact: true })).toBeVisible();
  await expect(done.getByRole('term')).toHaveText(['Seller', 'Reported by', 'Reported on', 'Reason', 'Dismissed by', 'Dismissed on']);
  await expect(done.getByRole('definition')).toHaveText([person(seller.account), person(reporter.account), YEAR, reason, ADMIN, YEAR]);
  await expect(done.getByRole('button')).toHaveCount(0);
  await expect(done.getByRole('link', { name: listing.name })).toBeVisible();
});

test('removing a listing asks first, then takes it off the market', async ({ page, browser }) => {
  const reason = `Stolen goods ${tag()}`;
  const { seller, listing } = await reportedListing(browser, reason);
  await openQueue(page, listing.name);
  const card = cards(page, 'Open reports');
  await expect(card).toHaveCount(1);

  await card.getByRole('button', { name: 'Remove listing' }).click();
  await expect(dialog(page).getByRole('heading', { name: `Remove ${listing.name}?` })).toBeVisible();
  await expect(dialog(page).getByText('Action cannot be undone')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(card).toHaveCount(1);

  await card.getByRole('button', { name: 'Remove listing' }).click();
  await dialog(page).getByRole('button', { name: 'Remove listing' }).click();
  await expect(toast(page, `${listing.name} was removed from the market`)).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect(card).toHaveCount(0);

  // Gone from the storefront: its page is the error page and a search finds nothing.
  await page.goto(`/products/${listing.id}`);
  await expect(page.getByRole('heading', { name: "Sorry, we couldn't find this page." })).toBeVisible();
  await page.goto(`/products?q=${encodeURIComponent(listing.name)}`);
  await expect(page.getByText(`No products match “${listing.name}”`)).toBeVisible();

  // Its seller sees it as removed, with the reason.
  const mine = SellerListingsSchema.parse(await (await seller.page.request.get('/api/seller/products')).json());
  expect(mine.items.find((item) => item.id === listing.id)).toMatchObject({ status: 'removed', removedReason: reason });

  await page.goto(`/dashboard/reporteditems?view=history&q=${encodeURIComponent(listing.name)}`);
  await expect(tab(page, 'History')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Search reports')).toHaveValue(listing.name);
  const done = cards(page, 'Resolved reports');
  await expect(done).toHaveCount(1);
  await expect(done.getByText('Removed', { exact: true })).toBeVisible();
  await expect(done.getByRole('term').nth(4)).toHaveText('Removed by');
  await expect(done.getByRole('definition').nth(4)).toHaveText(ADMIN);
  // No link to a page that no longer exists.
  await expect(done.getByRole('link')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Audit log' }).click();
  const entry = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem').filter({ hasText: `Removed listing ${listing.name}: ${reason}` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`by ${E2E_ADMIN.name} · ${E2E_ADMIN.email}`);
});

test('the Open and History tabs work from the keyboard', async ({ page }) => {
  await signInWithApi(page, E2E_ADMIN);
  await page.goto('/dashboard/reporteditems');
  await tab(page, 'Open').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'History')).toBeFocused();
  await expect(tab(page, 'History')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'History' })).toBeVisible();
  await expect(page).toHaveURL(/view=history/);
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Open')).toBeFocused();
  await expect(tab(page, 'Open')).toHaveAttribute('aria-selected', 'true');
  await expect(page).not.toHaveURL(/view=/);
});
