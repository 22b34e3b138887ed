import { expect, test } from '@playwright/test';
import { toast } from './support/accounts.ts';
import { OIDC_PROFILE } from './support/oidc-profile.ts';

// Stand-in responses carry the server's own opener policy, so the popup stays linked as it would.
const SAME_ORIGIN_COOP = { 'cross-origin-opener-policy': 'same-origin' };

/*
 * Google is configured against the local OpenID Connect server that playwright.config.ts
 * starts (no network); GitHub is left unconfigured.
 */
test.describe('provider sign-in', () => {
  test('Google signs in through the popup, as a buyer, and comes back to where the person was', async ({ page }) => {
    await page.goto('/dashboard/myorders');
    await expect(page).toHaveURL(/\/login$/);

    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupPromise;
    await popup.waitForEvent('close');

    await expect(toast(page, 'Login successful')).toBeVisible();
    await expect(page.getByText(`Welcome, ${OIDC_PROFILE.name}`)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/myorders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
    // A first provider sign-in creates a buyer.
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Cart' })).toBeVisible();
    const me = await (await page.request.get('/api/me')).json();
    expect(me).toMatchObject({ email: OIDC_PROFILE.email, role: 'buyer' });
    // The browser cuts the popup's opener link on its way through the provider, so the opener
    // sees it "closed" early; that must not be mistaken for a failure.
    await expect(toast(page, /did not complete/)).toHaveCount(0);
  });

  test('GitHub, which is not configured, says so and opens nothing', async ({ page }) => {
    await page.goto('/login');
    const github = page.getByRole('button', { name: 'Continue with GitHub' });
    await expect(github).toHaveAccessibleDescription('GitHub sign-in is not configured on this server');
    await expect(github).toHaveAttribute('aria-disabled', 'true');
    let opened = false;
    page.on('popup', () => (opened = true));
    // aria-disabled keeps it focusable, so keyboard users reach the note too.
    await github.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'GitHub sign-in is not configured on this server')).toBeVisible();
    expect(opened).toBe(false);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('a provider that refuses ends with a message that sign-in did not complete', async ({ page }) => {
    // The provider's refusal arrives as the completion page with ?error= (as the server sends it).
    await page.context().route('**/api/oauth/google/start', (route) =>
      route.fulfill({ status: 302, headers: { ...SAME_ORIGIN_COOP, location: '/oauth/complete?error=access_denied' } }),
    );
    await page.goto('/login');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await (await popupPromise).waitForEvent('close');
    await expect(toast(page, /Sign-in did not complete/)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Welcome, Guest')).toBeVisible();
  });

  test('closing the popup before finishing says sign-in did not complete', async ({ page }) => {
    await page.context().route('**/api/oauth/google/start', (route) =>
      route.fulfill({ status: 200, headers: SAME_ORIGIN_COOP, contentType: 'text/html', body: '<p>Choose an account</p>' }),
    );
    await page.goto('/login');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupPromise;
    await expect(popup.getByText('Choose an account')).toBeVisible();
    await popup.close();
    await expect(toast(page, /Sign-in did not complete/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('a blocked popup says sign-in did not complete', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(toast(page, /pop-up window was blocked/)).toBeVisible();
  });
});
