import { expect, test, type Page } from '@playwright/test';
import { toast } from './support/accounts.ts';
import { mailedLink } from './support/mailbox.ts';
import { uniqueEmail } from './support/unique-email.ts';

const SUBJECT = 'Verify your email address for Reboard';
const notice = (page: Page) => page.getByRole('region', { name: 'Email verification' });

test('a new user is asked to verify their email, follows the mailed link, and the notice is gone', async ({ page }) => {
  const email = uniqueEmail('buyer');
  await page.goto('/register');
  await page.getByLabel('Name').fill('Verifying Buyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('long-enough-1');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(toast(page, 'Account created successfully')).toBeVisible();

  // Signed in at once; the profile asks for the address to be verified, and offers a new link.
  await page.goto('/profile');
  await expect(notice(page)).toContainText('Please verify your email address');
  await notice(page).getByRole('button', { name: 'Resend verification email' }).click();
  await expect(toast(page, 'a new link is on its way')).toBeVisible();

  // The mail, as the server wrote it into its data directory.
  const target = await mailedLink(email, SUBJECT, '/verify-email');

  await page.goto(target);
  await expect(page.getByRole('status').filter({ hasText: 'Your email address is verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);

  // The link works once: opened again, it says so.
  await page.goto(target);
  await expect(page.getByRole('status').filter({ hasText: 'This link was already used' })).toBeVisible();
});

test('a broken link says so and offers a new one', async ({ page }) => {
  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByRole('alert').filter({ hasText: 'This link does not work any more' })).toBeVisible();
  await page.getByLabel('Email').fill('someone@example.test');
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();
});
