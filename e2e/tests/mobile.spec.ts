import { expect, test } from '@playwright/test';
import { productPage } from './support/api.ts';

test.use({ viewport: { width: 360, height: 740 } });

test.describe('at 360 px wide', () => {
  test('the page does not scroll sideways', async ({ page }) => {
    for (const path of ['/', '/products']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });

  test('the header search works', async ({ page, request }) => {
    const [first] = (await productPage(request, 'limit=1')).items;
    const term = first!.name.split(/\s+/)[0]!;
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await expect(search).toBeVisible();
    await search.fill(term);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(`/products?q=${encodeURIComponent(term)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Products available : \d+$/);
  });

  test('the menu button opens the navigation', async ({ page }) => {
    await page.goto('/');
    // The desktop navigation is hidden at this width; the menu replaces it.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(menu.getByText('Welcome, Guest')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await menu.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(menu).toBeHidden();
  });
});
