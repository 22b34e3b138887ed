import { expect, test } from '@playwright/test';
import { DEMO_BUYER, registerWithApi, signInWithApi, toast } from './support/accounts.ts';
import { demoListing } from './support/api.ts';
import { findCardOnProductsPage } from './support/product-card.ts';
import { uniqueEmail } from './support/unique-email.ts';

test.describe('login', () => {
  test('the page has the spec’s heading, fields, provider buttons and a link to register', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login now!' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with GitHub' })).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('an unknown email is asked to create an account first', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password').fill('whatever-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toast(page, 'Please create an account first')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please create an account first');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows the error and the button works again', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_BUYER.email);
    await page.getByLabel('Password').fill('not-the-password');
    const submit = page.getByRole('button', { name: 'Login', exact: true });
    await submit.click();
    await expect(toast(page, 'Invalid email or password')).toBeVisible();
    await expect(submit).toBeEnabled();
    await expect(submit).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText('Welcome, Guest')).toBeVisible();
  });

  test('success says so and goes home', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_BUYER.email);
    await page.getByLabel('Password').fill(DEMO_BUYER.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toast(page, 'Login successful')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('a signed-out visit to /dashboard/myorders signs in and comes back', async ({ page }) => {
    const account = await registerWithApi(page, 'buyer', 'Returning Buyer');
    await page.context().clearCookies();

    await page.goto('/');
    await page.goto('/dashboard/myorders');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await expect(page).toHaveURL(/\/dashboard\/myorders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    // /login replaced the guarded page in history, and sign-in replaced /login: Back goes home.
    await page.goBack();
    await expect(page).toHaveURL('/');
  });

  test('Add to Cart sends a guest to login and back to the products page', async ({ page, request }) => {
    const first = await demoListing(request);
    const card = await findCardOnProductsPage(page, first.name);
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(DEMO_BUYER.email);
    await page.getByLabel('Password').fill(DEMO_BUYER.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  for (const path of ['/login', '/register']) {
    test(`a signed-in person opening ${path} is sent on home`, async ({ page }) => {
      await signInWithApi(page, DEMO_BUYER);
      await page.goto(path);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
    });
  }
});
