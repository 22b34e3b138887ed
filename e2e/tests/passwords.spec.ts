import { expect, test } from '@playwright/test';
import { registerWithApi, toast } from './support/accounts.ts';
import { BASE_URL } from './support/e2e-env.ts';
import { mailedLink } from './support/mailbox.ts';

test('a person who forgot their password resets it with the mailed link and logs in with the new one', async ({ page, browser }) => {
  // An account made in another browser, so this page starts signed out.
  const context = await browser.newContext({ baseURL: BASE_URL });
  const account = await registerWithApi(await context.newPage(), 'buyer', 'Forgetful Buyer');
  await context.close();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();

  // The mail, as the server wrote it into its data directory.
  const link = await mailedLink(account.email, 'Reset your Reboard password', '/reset-password');

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass-7');
  await page.getByLabel('New password again').fill('brand-new-pass-8');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('New password again')).toHaveAccessibleDescription('The passwords do not match');
  await page.getByLabel('New password again').fill('brand-new-pass-7');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Your password is changed. Log in with the new one.')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('brand-new-pass-7');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  // The link worked once.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another-pass-9');
  await page.getByLabel('New password again').fill('another-pass-9');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This link does not work any more' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('a signed-in person changes their password on the profile page and logs in with the new one', async ({ page }) => {
  const account = await registerWithApi(page, 'seller', 'Careful Seller');
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('changed-pass-5');
  await form.getByLabel('New password again').fill('changed-pass-5');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Password changed. Other devices are signed out.')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');

  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('changed-pass-5');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
});
