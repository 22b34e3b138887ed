import { expect, test, type Page } from '@playwright/test';
import { DEMO_BUYER, DEMO_SELLER, E2E_ADMIN, signInWithApi } from './support/accounts.ts';

const NO_ACCESS = "You don't have access to this page";
const drawer = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

const ROLES = [
  {
    role: 'buyer',
    account: DEMO_BUYER,
    pages: [
      { label: 'My Cart', path: '/dashboard/myorders' },
      { label: 'Messages', path: '/dashboard/messages' },
      { label: 'Watchlist', path: '/dashboard/watchlist' },
      { label: 'Saved searches', path: '/dashboard/searches' },
      { label: 'Wanted lists', path: '/dashboard/wanted-lists' },
    ],
    foreign: '/dashboard/addproduct',
  },
  {
    role: 'seller',
    account: DEMO_SELLER,
    pages: [
      { label: 'Add a product', path: '/dashboard/addproduct' },
      { label: 'Upload a spreadsheet', path: '/dashboard/spreadsheet' },
      { label: 'My Products', path: '/dashboard/myproducts' },
      { label: 'My Buyers', path: '/dashboard/mybuyers' },
      { label: 'Messages', path: '/dashboard/messages' },
      { label: 'Watchlist', path: '/dashboard/watchlist' },
      { label: 'Saved searches', path: '/dashboard/searches' },
      { label: 'Wanted lists', path: '/dashboard/wanted-lists' },
    ],
    foreign: '/dashboard/myorders',
  },
  {
    role: 'admin',
    account: E2E_ADMIN,
    pages: [
      { label: 'All Sellers', path: '/dashboard/allsellers' },
      { label: 'All Buyers', path: '/dashboard/allbuyers' },
      { label: 'Reported Items', path: '/dashboard/reporteditems' },
      { label: 'Proof Photos', path: '/dashboard/proofphotos' },
      { label: 'Order problems', path: '/dashboard/orderproblems' },
      { label: 'Audit log', path: '/dashboard/audit' },
      { label: 'Reported conversations', path: '/dashboard/reportedconversations' },
      { label: 'Messages', path: '/dashboard/messages' },
    ],
    foreign: '/dashboard/myproducts',
  },
] as const;

test.describe('dashboard', () => {
  for (const { role, account, pages, foreign } of ROLES) {
    test(`the ${role}'s drawer lists the ${role}'s pages, each with its heading`, async ({ page }) => {
      await signInWithApi(page, account);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome to your dashboard, / })).toBeVisible();
      await expect(drawer(page).getByRole('link')).toHaveText(['Overview', ...pages.map((p) => p.label)]);

      for (const { label, path } of pages) {
        await drawer(page).getByRole('link', { name: label }).click();
        await expect(page).toHaveURL(path);
        await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
        await expect(page.getByRole('heading', { name: NO_ACCESS })).toHaveCount(0);
      }
    });

    test(`a ${role} opening another role's page is turned away`, async ({ page }) => {
      await signInWithApi(page, account);
      await page.goto(foreign);
      await expect(page.getByRole('heading', { name: NO_ACCESS })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
      await page.getByRole('link', { name: 'Back to your dashboard' }).click();
      await expect(page).toHaveURL('/dashboard');
    });
  }

  test('the payment and edit pages belong to their roles', async ({ page }) => {
    await signInWithApi(page, DEMO_BUYER);
    // A buyer may open payment pages; one for an order that does not exist is not found.
    await page.goto('/dashboard/payment/some-order');
    await expect(page.getByText("Sorry, we couldn't find this page.")).toBeVisible();
    await page.goto('/dashboard/myproducts/edit/some-product');
    await expect(page.getByRole('heading', { name: NO_ACCESS })).toBeVisible();

    await signInWithApi(page, DEMO_SELLER);
    await page.goto('/dashboard/myproducts/edit/some-product');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible();
  });

  test('a spinner shows while the account is being checked', async ({ page }) => {
    await signInWithApi(page, DEMO_BUYER);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/session', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard/myorders', { waitUntil: 'commit' });
    await expect(page.getByRole('status').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My Cart' })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
  });

  test.describe('at 360 px wide', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the drawer opens from its button and closes with Escape', async ({ page }) => {
      await signInWithApi(page, DEMO_SELLER);
      await page.goto('/dashboard');
      await expect(drawer(page)).toBeHidden();
      const open = page.getByRole('button', { name: 'Open dashboard menu' });
      await open.click();
      await expect(drawer(page).getByRole('link', { name: 'My Products' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer(page)).toBeHidden();
      await expect(open).toBeFocused();

      await open.click();
      await drawer(page).getByRole('link', { name: 'My Products' }).click();
      await expect(page).toHaveURL('/dashboard/myproducts');
      await expect(drawer(page)).toBeHidden();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
