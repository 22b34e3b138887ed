import { expect, test } from '@playwright/test';
import { categories, demoListing, featured } from './support/api.ts';

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('has a title, a main landmark and the hero with its two links', async ({ page }) => {
    await expect(page).toHaveTitle(/Reboard/);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: /one-stop shop for high-quality PCB components/i }),
    ).toBeVisible();

    await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '#categories');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Products available : \d+$/ })).toBeVisible();
  });

  test('shows the header: brand, navigation, search, welcome label and account links', async ({ page }) => {
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Reboard' })).toBeVisible();
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(header.getByRole('combobox', { name: 'Search products' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    await expect(header.getByText('Welcome, Guest')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  test('lists the featured (boosted) products as cards', async ({ page, request }) => {
    const boosted = await featured(request);
    expect(boosted.length, 'the demo seed boosts some listings').toBeGreaterThan(0);

    await expect(page.getByRole('heading', { level: 2, name: 'Featured Products' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Featured products' });
    await expect(list.getByRole('article')).toHaveCount(boosted.filter((p) => p.status === 'active').length);
    const first = boosted[0]!;
    const card = list.getByRole('article', { name: first.name, exact: true });
    await expect(card.getByText('Promoted')).toBeVisible();
    await expect(card.getByRole('link', { name: first.name, exact: true })).toHaveAttribute(
      'href',
      `/products/${first.id}`,
    );
    await expect(page.getByRole('link', { name: 'View all products' })).toHaveAttribute('href', '/products');
  });

  test('offers a tile per category, each with Discover more', async ({ page, request }) => {
    const all = await categories(request);
    expect(all).toHaveLength(3);

    await expect(page.getByRole('heading', { level: 2, name: 'Browse 3 categories of products' })).toBeVisible();
    const tiles = page.getByRole('list', { name: 'Categories' }).getByRole('listitem');
    await expect(tiles).toHaveCount(3);
    for (const category of all) {
      const tile = tiles.filter({ hasText: category.name });
      await expect(tile.getByRole('heading', { name: category.name })).toBeVisible();
      await expect(tile.getByRole('link', { name: /Discover more/ })).toHaveAttribute(
        'href',
        `/category/${category.id}`,
      );
    }
  });

  test('Learn More scrolls to the categories', async ({ page }) => {
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/#categories$/);
    await expect(page.getByRole('heading', { name: /^Browse \d+ categories of products$/ })).toBeInViewport();
  });

  test('has the sign-up-for-updates form with labelled, required fields', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Sign up for updates' });
    for (const label of ['First name', 'Last name', 'Email']) {
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
      await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
    }
    await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  test('has the footer links, social icons and copyright', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    for (const name of ['About us', 'Contact', 'Jobs', 'Press kit']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Twitter', 'YouTube', 'Facebook']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await expect(footer.getByText('Copyright © 2022 - All rights reserved')).toBeVisible();

    await footer.getByRole('link', { name: 'About us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  });
});

test('the first Tab reaches a skip link that jumps to the content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('loads without console errors or CSP violations', async ({ page, request }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Featured products' }).getByRole('article').first()).toBeVisible();
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: /^Products available : \d+$/ })).toBeVisible();
  // Server-rendered pages hydrate: a mismatch would be reported here as an error.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await page.getByRole('link', { name: 'Products', exact: true }).first().click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Products available : \d+$/ })).toBeVisible();
  // A demo listing's page: the newest card may be a parallel test's, sold or deleted meanwhile.
  const listing = await demoListing(request);
  await page.goto(`/products/${listing.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
  expect(problems).toEqual([]);
});
