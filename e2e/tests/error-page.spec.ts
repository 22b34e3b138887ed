import { expect, test } from '@playwright/test';
import { registerWithApi, toast } from './support/accounts.ts';

const NOT_FOUND = "Sorry, we couldn't find this page.";

test.describe('error page', () => {
  for (const path of ['/no-such-page', '/category/not-an-id', '/products/not-an-id']) {
    test(`shows for ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
      // The header and footer stay, so the visitor is not stranded.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('Back to homepage goes home', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'Back to homepage' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  });

  test('Sign Out goes home and confirms with a toast', async ({ page }) => {
    await registerWithApi(page, 'buyer');
    await page.goto('/category/not-an-id');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await expect(toast(page, 'Logged out successfully!')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a guest is not offered Sign Out', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to homepage' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  });
});
