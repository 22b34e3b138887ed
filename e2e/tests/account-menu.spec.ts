import { expect, test } from '@playwright/test';
import { DEMO_SELLER, registerWithApi, signInWithApi, toast } from './support/accounts.ts';
import { pngFile } from './support/files.ts';

const mainNav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('header when signed in', () => {
  test('a guest sees Login and Register, and no Dashboard link', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  });

  test('shows the welcome label, Dashboard and the avatar menu', async ({ page }) => {
    await signInWithApi(page, DEMO_SELLER);
    await page.goto('/');
    await expect(page.getByText('Welcome, Rafiq Hasan')).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);

    const button = page.getByRole('button', { name: 'Account menu' });
    await button.click();
    const menu = page.getByRole('menu', { name: 'Account' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Logout']);
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(menu).toBeHidden();
  });

  test('the menu works from the keyboard', async ({ page }) => {
    await signInWithApi(page, DEMO_SELLER);
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Account menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Account' });
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('Logout ends the session, says so and goes home', async ({ page }) => {
    await registerWithApi(page, 'buyer', 'Leaving Soon');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(toast(page, 'Logged out successfully!')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Welcome, Guest')).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    expect((await page.request.get('/api/me')).status()).toBe(401);
    // The dashboard is closed again.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the error page’s Sign Out logs a signed-in person out', async ({ page }) => {
    await registerWithApi(page, 'buyer', 'Lost Visitor');
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(toast(page, 'Logged out successfully!')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Welcome, Guest')).toBeVisible();
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });
});

test.describe('profile', () => {
  test('a new name and picture show in the header at once', async ({ page }) => {
    await registerWithApi(page, 'buyer', 'Old Name');
    await page.goto('/');
    await expect(page.getByText('Welcome, Old Name')).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    const name = page.getByLabel('Name');
    await expect(name).toHaveValue('Old Name');
    await name.fill('New Name');
    await page.getByLabel('Profile picture').setInputFiles(pngFile('me.png', [200, 60, 40]));
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(toast(page, 'Profile updated')).toBeVisible();
    await expect(page.getByText('Welcome, New Name')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute(
      'src',
      /^\/uploads\/[0-9a-f-]{36}-\d+x\d+\.webp$/,
    );
    // And it is stored, not just shown.
    await page.reload();
    await expect(page.getByText('Welcome, New Name')).toBeVisible();
  });

  test('needs a signed-in user', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });
});
