import { SellerListingSchema, type SellerListing } from '@reboard/contracts';
import { expect, test, type Page } from '@playwright/test';
import { registerWithApi, toast } from './support/accounts.ts';

const ALREADY = 'You have already reported this product; our team is reviewing it';

/** A fresh seller's listing, so reports never pile up on demo listings other tests read. */
async function sellerListing(page: Page): Promise<SellerListing> {
  await registerWithApi(page, 'seller');
  const response = await page.request.post('/api/products', {
    data: {
      name: `Reportable ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      yearPurchased: 2020,
      sellerPhone: '01712 345678',
      location: 'Rajshahi',
      resalePrice: 999,
      usagePeriod: '2 years',
    },
  });
  expect(response.status(), 'POST /api/products').toBe(201);
  return SellerListingSchema.parse(await response.json());
}

test.describe('report a listing', () => {
  test('a buyer reports a listing from its card; a second report is refused', async ({ page }) => {
    const listing = await sellerListing(page);
    await registerWithApi(page, 'buyer'); // the page now belongs to a buyer

    await page.goto(`/products?q=${encodeURIComponent(listing.name)}`);
    const card = page.getByRole('article', { name: listing.name, exact: true });
    await card.getByRole('button', { name: 'Report product' }).click();
    const dialog = page.getByRole('dialog', { name: `Report ${listing.name}` });
    await expect(dialog).toBeVisible();

    // The reason is required.
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(dialog.getByText('Tell us what is wrong (at least 3 characters)')).toBeVisible();
    await dialog.getByLabel('Reason').fill('The picture shows a different board.');
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(toast(page, 'Product is reported successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Again, from the detail page: the server refuses and says why.
    await page.goto(`/products/${listing.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Report product' }).click();
    const again = page.getByRole('dialog', { name: `Report ${listing.name}` });
    await again.getByLabel('Reason').fill('Still wrong.');
    await again.getByRole('button', { name: 'Report' }).click();
    await expect(toast(page, ALREADY)).toBeVisible();
    await expect(toast(page, 'Product is reported successfully')).toHaveCount(0);
  });

  test('Cancel closes the dialog without reporting', async ({ page }) => {
    const listing = await sellerListing(page);
    await registerWithApi(page, 'buyer');
    let reports = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/reports')) reports++;
    });
    await page.goto(`/products/${listing.id}`);
    const button = page.getByRole('main').getByRole('button', { name: 'Report product' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: `Report ${listing.name}` });
    await dialog.getByLabel('Reason').fill('Changed my mind');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    // Escape closes it too.
    await button.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(reports).toBe(0);
  });

  test('a guest logs in first and comes back to the listing', async ({ page }) => {
    const listing = await sellerListing(page);
    const buyer = await registerWithApi(page, 'buyer');
    await page.context().clearCookies();

    await page.goto(`/products/${listing.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Report product' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(buyer.email);
    await page.getByLabel('Password').fill(buyer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(`/products/${listing.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Report product' }).click();
    await expect(page.getByRole('dialog', { name: `Report ${listing.name}` })).toBeVisible();
  });

  test('a seller is not offered to report their own listing', async ({ page }) => {
    const listing = await sellerListing(page);
    await page.goto(`/products/${listing.id}`);
    await expect(page.getByRole('main').getByRole('button', { name: 'Report product' })).toBeDisabled();
  });
});
