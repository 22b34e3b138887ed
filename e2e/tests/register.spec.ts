import { expect, test, type Page } from '@playwright/test';
import { toast } from './support/accounts.ts';
import { pngFile, textRenamedPng } from './support/files.ts';
import { uniqueEmail } from './support/unique-email.ts';

type Role = 'Buyer' | 'Seller';

async function fillRegisterForm(page: Page, fields: { name?: string; email: string; password: string; role?: Role }) {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  if (fields.name !== undefined) await page.getByLabel('Name').fill(fields.name);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Password').fill(fields.password);
  if (fields.role) await page.getByRole('radio', { name: fields.role }).check();
}

const drawerLinks = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');

test.describe('register', () => {
  test('the form has every field of the spec, with Buyer chosen by default', async ({ page }) => {
    await page.goto('/register');
    const picture = page.getByLabel('Profile picture');
    await expect(picture).toHaveAttribute('type', 'file');
    await expect(picture).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');
    for (const label of ['Name', 'Email', 'Password']) await expect(page.getByLabel(label)).toBeVisible();
    const roles = page.getByRole('group', { name: 'I want to join as' });
    await expect(roles.getByRole('radio', { name: 'Buyer' })).toBeChecked();
    await expect(roles.getByRole('radio', { name: 'Seller' })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with GitHub' })).toBeVisible();
    await page.getByRole('link', { name: 'Login' }).last().click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a buyer without a picture is signed in and sent home', async ({ page }) => {
    const email = uniqueEmail('buyer');
    await fillRegisterForm(page, { name: 'Nadia Buyer', email, password: 'long-enough-1' });
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(toast(page, 'Account created successfully')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Welcome, Nadia Buyer')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(drawerLinks(page).filter({ hasText: 'My Cart' })).toBeVisible();
    await expect(drawerLinks(page).filter({ hasText: 'Add a product' })).toHaveCount(0);
  });

  test('a seller with a picture sees it in the header and gets the seller menu', async ({ page }) => {
    await fillRegisterForm(page, { name: 'Sami Seller', email: uniqueEmail('seller'), password: 'long-enough-1', role: 'Seller' });
    await page.getByLabel('Profile picture').setInputFiles(pngFile());
    await expect(page.getByRole('img', { name: 'Preview of the new profile picture' })).toBeVisible();
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(toast(page, 'Account created successfully')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Welcome, Sami Seller')).toBeVisible();
    // The stored picture is the server's re-encoded upload.
    await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute(
      'src',
      /^\/uploads\/[0-9a-f-]{36}-\d+x\d+\.webp$/,
    );
    await page.goto('/dashboard');
    await expect(drawerLinks(page)).toHaveText(['Overview', 'Add a product', 'Upload a spreadsheet', 'My Products', 'My Buyers', 'Messages', 'Watchlist', 'Saved searches', 'Wanted lists']);
  });

  test('a seller without a picture gets initials instead', async ({ page }) => {
    await fillRegisterForm(page, { name: 'Tariq Plain', email: uniqueEmail('seller'), password: 'long-enough-1', role: 'Seller' });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, 'Account created successfully')).toBeVisible();
    const avatar = page.getByRole('button', { name: 'Account menu' });
    await expect(avatar).toContainText('TP');
    await expect(avatar.locator('img')).toHaveCount(0);
  });

  test('a text file renamed .png is refused before anything is sent', async ({ page }) => {
    const email = uniqueEmail('badfile');
    await fillRegisterForm(page, { name: 'Wrong File', email, password: 'long-enough-1' });
    const picture = page.getByLabel('Profile picture');
    await picture.setInputFiles(textRenamedPng());

    await expect(toast(page, 'File type is not supported')).toBeVisible();
    await expect(picture).toHaveAccessibleDescription(/File type is not supported/);
    await expect(picture).toHaveAttribute('aria-invalid', 'true');

    // Submitting keeps the person on the form: a refused picture is never dropped silently.
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);
    const lookup = await page.request.post('/api/auth-lookup', { data: { email } });
    expect(await lookup.json()).toEqual({ exists: false });

    // Choosing a real picture clears the error.
    await picture.setInputFiles(pngFile());
    await expect(picture).toHaveAttribute('aria-invalid', 'false');
  });

  test('an empty file is too small', async ({ page }) => {
    await page.goto('/register');
    const picture = page.getByLabel('Profile picture');
    await picture.setInputFiles({ name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) });
    await expect(picture).toHaveAccessibleDescription(/File size is too small/);
  });

  test('an empty name becomes the part of the email before @', async ({ page }) => {
    const email = uniqueEmail('noname');
    await fillRegisterForm(page, { email, password: 'long-enough-1' });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, 'Account created successfully')).toBeVisible();
    await expect(page.getByText(`Welcome, ${email.split('@')[0]}`)).toBeVisible();
  });

  test('a short password is refused with the rule', async ({ page }) => {
    await fillRegisterForm(page, { name: 'Short', email: uniqueEmail('short'), password: 'short' });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('an email that is taken shows the server’s message', async ({ page }) => {
    await fillRegisterForm(page, { name: 'Copy', email: 'buyer@demo.reboard.test', password: 'long-enough-1' });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, 'User already exists. Use another email.')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled();
  });
});
