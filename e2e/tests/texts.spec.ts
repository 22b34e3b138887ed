import { expect, test } from '@playwright/test';
import { DEMO_SELLER, E2E_ADMIN, registerWithApi, signInWithApi } from './support/accounts.ts';

test.describe('texts', () => {
  test('the dashboard greets an admin as "an Admin" and a seller as "a Seller"', async ({ page }) => {
    await signInWithApi(page, E2E_ADMIN);
    await page.goto('/dashboard');
    await expect(page.getByText('You are signed in as an Admin')).toBeVisible();

    await page.context().clearCookies();
    await signInWithApi(page, DEMO_SELLER);
    await page.goto('/dashboard');
    await expect(page.getByText('You are signed in as a Seller')).toBeVisible();
  });

  test('the footer says "All rights reserved"', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Copyright © 2022 - All rights reserved', { exact: true })).toBeVisible();
    await expect(footer.getByText('All right reserved')).toHaveCount(0);
  });

  test('the account button is named with the initials it shows', async ({ page }) => {
    await registerWithApi(page, 'buyer', 'Nadia Karim'); // no picture: the avatar shows "NK"
    await page.goto('/');
    const button = page.getByRole('button', { name: 'NK Account menu', exact: true });
    await expect(button).toBeVisible();
    await expect(button).toHaveText('NK');
  });

  test('Contact gives the addresses to write to', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    const support = page.getByRole('link', { name: 'support@reboard.example' });
    await expect(support).toHaveAttribute('href', 'mailto:support@reboard.example');
    await expect(page.getByText('Orders, payments and accounts')).toBeVisible();
    await expect(page.getByRole('link', { name: 'press@reboard.example' })).toBeVisible();
  });
});
