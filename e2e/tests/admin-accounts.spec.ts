import { SellerListingSchema } from '@reboard/contracts';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_BUYER, DEMO_SELLER, E2E_ADMIN, freshAccount, registerWithApi, signInWithApi, toast } from './support/accounts.ts';
import { BASE_URL } from './support/e2e-env.ts';

/*
 * The admin's account pages. Every test makes its own accounts in separate browser contexts,
 * so the admin's page stays signed in and parallel tests never touch each other's data.
 */

const others: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(others.splice(0).map((context) => context.close()));
});

const tag = () => Math.random().toString(36).slice(2, 8);

/** Lists a part as the seller signed in on `page` (the seller UI is tested elsewhere). */
async function listPart(page: Page, name: string) {
  const response = await page.request.post('/api/products', {
    headers: { Origin: BASE_URL },
    data: { name, yearPurchased: 2021, sellerPhone: '01711000000', location: 'Dhaka', resalePrice: 900, usagePeriod: '1 year' },
  });
  expect(response.status(), `list ${name}`).toBe(201);
  return SellerListingSchema.parse(await response.json());
}

const table = (page: Page, name: string) => page.getByRole('table', { name });
const dataRows = (page: Page, name: string) => table(page, name).getByRole('row').filter({ has: page.getByRole('cell') });
const rowOf = (page: Page, name: string, text: string) => dataRows(page, name).filter({ hasText: text });
const dialog = (page: Page) => page.getByRole('dialog');

test.describe('all sellers', () => {
  test('verifying a seller marks their listings as from a verified seller', async ({ page, browser }) => {
    const seller = await freshAccount(browser, 'seller', `Verify Me ${tag()}`, others);
    const listing = await listPart(seller.page, `Verified relay board ${tag()}`);
    await page.goto(`/products/${listing.id}`);
    const sellerRegion = page.getByRole('region', { name: 'Seller' });
    await expect(sellerRegion.getByText(seller.account.name)).toBeVisible();
    await expect(sellerRegion.getByRole('img', { name: 'Verified seller' })).toHaveCount(0);

    await signInWithApi(page, E2E_ADMIN);
    await page.goto('/dashboard/allsellers');
    await expect(page.getByRole('heading', { level: 1, name: 'All Sellers' })).toBeVisible();
    await expect(table(page, 'All Sellers').getByRole('columnheader')).toHaveText(['Image', 'Name', 'Email', 'Action']);
    await page.getByLabel('Search sellers').fill(seller.account.email);
    const row = rowOf(page, 'All Sellers', seller.account.email);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('rowheader')).toHaveText(seller.account.name);

    await row.getByRole('button', { name: 'Verify' }).click();
    await expect(toast(page, `${seller.account.name} is now verified`)).toBeVisible();
    await expect(row.getByRole('button', { name: 'Verified' })).toBeDisabled();
    await expect(row.getByRole('button', { name: 'Verify', exact: true })).toHaveCount(0);

    // Still verified after a reload: the server kept it.
    await page.reload();
    await expect(rowOf(page, 'All Sellers', seller.account.email).getByRole('button', { name: 'Verified' })).toBeDisabled();

    await page.goto(`/products/${listing.id}`);
    await expect(page.getByRole('region', { name: 'Seller' }).getByRole('img', { name: 'Verified seller' })).toBeVisible();
  });

  test('deleting a seller asks first; then the seller is gone and cannot sign in', async ({ page, browser }) => {
    const seller = await freshAccount(browser, 'seller', `Delete Me ${tag()}`, others);
    const listing = await listPart(seller.page, `Doomed sensor ${tag()}`);
    await signInWithApi(page, E2E_ADMIN);
    await page.goto(`/dashboard/allsellers?q=${encodeURIComponent(seller.account.email)}`);
    await expect(page.getByLabel('Search sellers')).toHaveValue(seller.account.email);
    const row = rowOf(page, 'All Sellers', seller.account.email);

    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog(page).getByRole('heading', { name: `Delete ${seller.account.name}?` })).toBeVisible();
    await expect(dialog(page).getByText('Action cannot be undone')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(row).toHaveCount(1);
    // Nothing happened: the seller is still signed in.
    expect((await seller.page.request.get('/api/me')).status()).toBe(200);

    await row.getByRole('button', { name: 'Delete' }).click();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `${seller.account.name} deleted successfully`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText(`No sellers match “${seller.account.email}”`)).toBeVisible();

    // The session ended at once, signing in again is refused, and the listing left the market.
    await seller.page.goto('/dashboard');
    await expect(seller.page).toHaveURL(/\/login$/);
    await seller.page.getByLabel('Email').fill(seller.account.email);
    await seller.page.getByLabel('Password').fill(seller.account.password);
    await seller.page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(seller.page, 'This account was closed by the Reboard team. Contact us if you think this is a mistake.')).toBeVisible();
    await expect(seller.page).toHaveURL(/\/login$/);
    await page.goto(`/products/${listing.id}`);
    await expect(page.getByRole('heading', { name: "Sorry, we couldn't find this page." })).toBeVisible();
  });

  test('a removed seller is restored from the Removed tab: asks first, then signs in again with the listing back', async ({ page, browser }) => {
    const seller = await freshAccount(browser, 'seller', `Restore Me ${tag()}`, others);
    const listing = await listPart(seller.page, `Returning relay ${tag()}`);
    await signInWithApi(page, E2E_ADMIN);
    await page.goto(`/dashboard/allsellers?q=${encodeURIComponent(seller.account.email)}`);
    await rowOf(page, 'All Sellers', seller.account.email).getByRole('button', { name: 'Delete' }).click();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `${seller.account.name} deleted successfully`)).toBeVisible();

    await page.getByRole('tab', { name: 'Removed' }).click();
    await expect(page).toHaveURL(/[?&]view=removed/);
    const row = rowOf(page, 'Removed sellers', seller.account.email);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('rowheader')).toContainText('Removed');
    await expect(row.locator('time')).toContainText(String(new Date().getFullYear()));

    await row.getByRole('button', { name: 'Restore' }).click();
    await expect(dialog(page).getByRole('heading', { name: `Restore ${seller.account.name}?` })).toBeVisible();
    await expect(dialog(page).getByText('They can sign in again, and their unsold listings return to the storefront.')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: 'Restore' }).click();
    await dialog(page).getByRole('button', { name: 'Restore' }).click();
    await expect(toast(page, `${seller.account.name}'s account restored`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText(`No removed sellers match “${seller.account.email}”`)).toBeVisible();

    // Back to the live list by keyboard, where the seller is again, with Delete.
    await page.getByRole('tab', { name: 'Removed' }).press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).not.toHaveURL(/view=/);
    await expect(rowOf(page, 'All Sellers', seller.account.email).getByRole('button', { name: 'Delete' })).toBeVisible();

    const again = await seller.page.request.post('/api/auth/sign-in/email', {
      headers: { Origin: BASE_URL },
      data: { email: seller.account.email, password: seller.account.password },
    });
    expect(again.status()).toBe(200);
    await page.goto(`/products/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  });

  test('search narrows the list by name or email, and the term is kept in the URL', async ({ page, browser }) => {
    const common = tag();
    const first = await freshAccount(browser, 'seller', `Searchable ${common} Alpha`, others);
    const second = await freshAccount(browser, 'seller', `Searchable ${common} Beta`, others);
    await signInWithApi(page, E2E_ADMIN);
    await page.goto('/dashboard/allsellers');
    await expect(dataRows(page, 'All Sellers').first()).toBeVisible();
    const search = page.getByLabel('Search sellers');

    await search.fill(`searchable ${common}`);
    await expect(dataRows(page, 'All Sellers')).toHaveCount(2);
    await expect(page).toHaveURL(new RegExp(`[?&]q=Searchable(\\+|%20)${common}`, 'i'));

    await search.fill(`${common} alpha`);
    await expect(dataRows(page, 'All Sellers')).toHaveCount(1);
    await expect(rowOf(page, 'All Sellers', first.account.email)).toHaveCount(1);

    await search.fill(second.account.email);
    await expect(dataRows(page, 'All Sellers')).toHaveCount(1);
    await expect(dataRows(page, 'All Sellers').getByRole('rowheader')).toHaveText(second.account.name);

    await search.fill(`no such seller ${common}`);
    await expect(page.getByText(`No sellers match “no such seller ${common}”`)).toBeVisible();

    // A buyer's address is not in the sellers list.
    await search.fill(DEMO_BUYER.email);
    await expect(page.getByText(`No sellers match “${DEMO_BUYER.email}”`)).toBeVisible();

    await search.fill('');
    await expect(page).not.toHaveURL(/q=/);
    await expect(dataRows(page, 'All Sellers').nth(1)).toBeVisible();
  });
});

test.describe('long lists', () => {
  test('come a page at a time, with Load more', async ({ page, browser }) => {
    // 21 sign-ups one after another (the list is newest first), each hashing its password at
    // production cost: on two busy cores that alone can take half a minute.
    test.setTimeout(90_000);
    const batch = `Paged ${tag()}`;
    const context = await browser.newContext({ baseURL: BASE_URL });
    others.push(context);
    const registrar = await context.newPage();
    // One more than a page (20), all sharing a name to search by.
    for (let i = 0; i < 21; i++) await registerWithApi(registrar, 'buyer', `${batch} ${String(i).padStart(2, '0')}`);

    await signInWithApi(page, E2E_ADMIN);
    await page.goto(`/dashboard/allbuyers?q=${encodeURIComponent(batch)}`);
    await expect(dataRows(page, 'All Buyers')).toHaveCount(20);
    await expect(page.getByText('Showing 20 of 21 buyers')).toBeVisible();
    // Newest first.
    await expect(dataRows(page, 'All Buyers').first().getByRole('rowheader')).toHaveText(`${batch} 20`);

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(dataRows(page, 'All Buyers')).toHaveCount(21);
    await expect(dataRows(page, 'All Buyers').last().getByRole('rowheader')).toHaveText(`${batch} 00`);
    await expect(page.getByText('Showing 21 of 21 buyers')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });
});

test.describe('all buyers', () => {
  test('deleting a buyer asks first, then the account is gone', async ({ page, browser }) => {
    const buyer = await freshAccount(browser, 'buyer', `Buyer To Go ${tag()}`, others);
    await signInWithApi(page, E2E_ADMIN);
    await page.goto('/dashboard/allbuyers');
    await expect(page.getByRole('heading', { level: 1, name: 'All Buyers' })).toBeVisible();
    await expect(table(page, 'All Buyers').getByRole('columnheader')).toHaveText(['Image', 'Name', 'Email', 'Delete']);
    await page.getByLabel('Search buyers').fill(buyer.account.name);
    const row = rowOf(page, 'All Buyers', buyer.account.email);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('button', { name: 'Verify' })).toHaveCount(0);

    await row.getByRole('button', { name: 'Delete' }).click();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog(page).getByRole('heading', { name: `Delete ${buyer.account.name}'s account?` })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `${buyer.account.name}'s account deleted successfully`)).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await expect(row).toHaveCount(0);

    await page.reload();
    await expect(page.getByText(`No buyers match “${buyer.account.name}”`)).toBeVisible();
    expect((await buyer.page.request.get('/api/me')).status()).toBe(401);
  });
});

test.describe('the audit log', () => {
  test('shows who did what and when, newest first', async ({ page, browser }) => {
    const seller = await freshAccount(browser, 'seller', `Audited Seller ${tag()}`, others);
    const buyer = await freshAccount(browser, 'buyer', `Audited Buyer ${tag()}`, others);
    await signInWithApi(page, E2E_ADMIN);
    await page.goto(`/dashboard/allsellers?q=${encodeURIComponent(seller.account.email)}`);
    await rowOf(page, 'All Sellers', seller.account.email).getByRole('button', { name: 'Verify' }).click();
    await expect(toast(page, `${seller.account.name} is now verified`)).toBeVisible();
    await page.goto(`/dashboard/allbuyers?q=${encodeURIComponent(buyer.account.email)}`);
    await rowOf(page, 'All Buyers', buyer.account.email).getByRole('button', { name: 'Delete' }).click();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `${buyer.account.name}'s account deleted successfully`)).toBeVisible();

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page).toHaveURL('/dashboard/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const entries = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem');
    const verified = entries.filter({ hasText: `Verified seller ${seller.account.name}` });
    const deleted = entries.filter({ hasText: `Deleted buyer ${buyer.account.name} <${buyer.account.email}>` });
    for (const entry of [verified, deleted]) {
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText(`by ${E2E_ADMIN.name} · ${E2E_ADMIN.email}`);
      await expect(entry.locator('time')).toContainText(String(new Date().getFullYear()));
    }
    // Newest first: the deletion came after the verification.
    const texts = await entries.allInnerTexts();
    const at = (text: string) => texts.findIndex((entry) => entry.includes(text));
    expect(at(`Deleted buyer ${buyer.account.name}`)).toBeGreaterThanOrEqual(0);
    expect(at(`Deleted buyer ${buyer.account.name}`)).toBeLessThan(at(`Verified seller ${seller.account.name}`));
  });
});

test.describe('admin pages are for admins', () => {
  for (const account of [DEMO_BUYER, DEMO_SELLER]) {
    test(`${account.email} is turned away from every admin page`, async ({ page }) => {
      await signInWithApi(page, account);
      for (const path of ['/dashboard/allsellers', '/dashboard/allbuyers', '/dashboard/reporteditems', '/dashboard/proofphotos', '/dashboard/orderproblems', '/dashboard/audit']) {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText("You don't have access to this page");
        await expect(page.getByRole('searchbox', { name: /^Search (sellers|buyers|reports|problems|audit log)$/ })).toHaveCount(0);
        await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Audit log' })).toHaveCount(0);
      }
    });
  }
});
