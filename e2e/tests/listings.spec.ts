import { AdminReportPageSchema, SellerListingSchema, type ListingInput, type SellerListing } from '@reboard/contracts';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, registerWithApi, signInWithApi, toast } from './support/accounts.ts';
import { pngFile } from './support/files.ts';
import { testCard } from './support/orders.ts';

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A listing made through the API, for tests that are about My Products rather than the form.
 * No original price: storefront tests pick demo listings that have one.
 */
async function createListing(page: Page, input: Partial<ListingInput> = {}): Promise<SellerListing> {
  const data: ListingInput = {
    name: unique('E2E listing'),
    yearPurchased: 2021,
    sellerPhone: '01712 345678',
    location: 'Dhaka',
    resalePrice: 1500,
    usagePeriod: '8 months',
    description: 'Made by a browser test.',
    ...input,
  };
  const response = await page.request.post('/api/products', { data });
  expect(response.status(), 'POST /api/products').toBe(201);
  return SellerListingSchema.parse(await response.json());
}

function row(page: Page, name: string) {
  return page.getByRole('table', { name: 'Your listings' }).getByRole('row').filter({ hasText: name });
}

test.describe('add a product', () => {
  test('a seller adds a listing with a picture and finds it Active in My Products', async ({ page }) => {
    await registerWithApi(page, 'seller');
    const name = unique('ESP32 dev board');
    await page.goto('/dashboard/addproduct');

    await page.getByLabel('Product name').fill(name);
    await page.getByLabel('Category').selectOption({ label: 'Main boards' });
    await page.getByLabel('Condition').selectOption({ label: 'Good' });
    await page.getByLabel('Manufacturer').fill('Espressif');
    await page.getByLabel('Part number').fill('ESP32-WROOM-32E');
    await page.getByLabel('Working status').selectOption({ label: 'Tested working' });
    await page.getByLabel('Resale price').fill('1200');
    await page.getByLabel('Original price').fill('1800');
    await page.getByLabel('Year purchased').fill('2022');
    await page.getByLabel('Usage period').fill('1 year');
    await page.getByLabel('Seller phone').fill('01712 345678');
    await page.getByLabel('Location').fill('Chattogram');
    await page.getByLabel('Description').fill('Boots fine, USB port intact.');

    await page.getByLabel('Product photos').setInputFiles(pngFile('board.png', [30, 90, 200], 64));
    const photos = page.getByRole('list', { name: 'Photos, in order' });
    await expect(photos.getByRole('img', { name: 'Photo 1 of 1 (cover)', exact: true })).toHaveAttribute('src', /^\/uploads\//);
    await expect(photos.getByRole('progressbar')).toHaveCount(0);

    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(toast(page, `${name}'s data added successfully`)).toBeVisible();
    await expect(page).toHaveURL('/dashboard/myproducts');

    const table = page.getByRole('table', { name: 'Your listings' });
    await expect(table.getByRole('columnheader')).toHaveText(['Image', 'Product', 'Price', 'Status', 'Action']);
    const listing = row(page, name);
    await expect(listing.getByRole('cell').nth(3)).toHaveText('Active');
    await expect(listing.getByRole('cell').nth(2)).toHaveText(/1,200/);
    await expect(listing.getByRole('img', { name })).toHaveAttribute('src', /^\/uploads\/[0-9a-f-]{36}-\d+x\d+\.webp$/);

    // The storefront shows what the seller entered, extras included.
    await listing.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const details = page.getByRole('main');
    await expect(details.getByText('Espressif · ESP32-WROOM-32E')).toBeVisible();
    await expect(details.getByText('Tested working').first()).toBeVisible();
    await expect(details.getByRole('link', { name: 'Main boards' }).last()).toBeVisible();
  });
});

test.describe('my products', () => {
  test('a new seller sees the empty state with a way to add a product', async ({ page }) => {
    await registerWithApi(page, 'seller');
    await page.goto('/dashboard/myproducts');
    await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
    await expect(page.getByText('You have not listed anything yet')).toBeVisible();
    const empty = page.getByText('You have not listed anything yet').locator('..');
    await empty.getByRole('link', { name: 'Add a product' }).click();
    await expect(page).toHaveURL('/dashboard/addproduct');
  });

  test('boosting puts the listing among Featured Products with the Promoted label', async ({ page }) => {
    await registerWithApi(page, 'seller');
    const listing = await createListing(page, { name: unique('Boosted RAM kit') });
    await page.goto('/dashboard/myproducts');
    const target = row(page, listing.name);
    await target.getByRole('button', { name: /^Boost/ }).click();
    await expect(toast(page, 'Product set for advertisement')).toBeVisible();
    await expect(target.getByRole('button', { name: /^Boosted/ })).toBeDisabled();
    await expect(target.getByRole('button', { name: /^Boost / })).toHaveCount(0);

    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Products' });
    const card = featured.getByRole('article', { name: listing.name, exact: true });
    await expect(card).toBeVisible();
    await expect(card.getByText('Promoted', { exact: true })).toBeVisible();
  });

  test('editing is prefilled, from the list and after a reload, and the new name shows', async ({ page }) => {
    await registerWithApi(page, 'seller');
    const listing = await createListing(page, {
      name: unique('Old name'),
      manufacturer: 'Texas Instruments',
      partNumber: 'LM317T',
    });
    await page.goto('/dashboard/myproducts');
    await row(page, listing.name).getByRole('link', { name: /^Edit/ }).click();
    await expect(page).toHaveURL(`/dashboard/myproducts/edit/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible();
    await expect(page.getByLabel('Product name')).toHaveValue(listing.name);
    await expect(page.getByLabel('Resale price')).toHaveValue('1500');

    // A reload has no navigation state to lean on: the form fills from the API.
    await page.reload();
    await expect(page.getByLabel('Product name')).toHaveValue(listing.name);
    await expect(page.getByLabel('Original price')).toHaveValue('');
    await expect(page.getByLabel('Manufacturer')).toHaveValue('Texas Instruments');
    await expect(page.getByLabel('Part number')).toHaveValue('LM317T');
    // Kept as +8801712345678, shown as people write it.
    await expect(page.getByLabel('Seller phone')).toHaveValue('+880 1712-345678');

    const renamed = unique('New name');
    await page.getByLabel('Product name').fill(renamed);
    await page.getByLabel('Resale price').fill('1400');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, `${renamed}'s data updated successfully`)).toBeVisible();
    await expect(page).toHaveURL('/dashboard/myproducts');
    await expect(row(page, renamed)).toContainText(/1,400/);
    await expect(row(page, listing.name)).toHaveCount(0);
  });

  test('deleting asks first: Cancel keeps the listing, Delete removes it', async ({ page }) => {
    await registerWithApi(page, 'seller');
    const listing = await createListing(page, { name: unique('Doomed SSD') });
    await page.goto('/dashboard/myproducts');
    const target = row(page, listing.name);

    await target.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${listing.name}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Action cannot be undone')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(target).toBeVisible();

    await target.getByRole('button', { name: /^Delete/ }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `${listing.name} deleted successfully`)).toBeVisible();
    await expect(target).toHaveCount(0);
    await expect(page.getByText('You have not listed anything yet')).toBeVisible();
    const gone = await page.request.get(`/api/products/${listing.id}`);
    expect(gone.status()).toBe(404);
  });

  test('a sold listing cannot be edited, deleted or boosted, and says so', async ({ page, browser }) => {
    const seller = await registerWithApi(page, 'seller');
    const listing = await createListing(page, { name: unique('Sold router') });

    // A buyer in another browser books and pays for it with the test card.
    const buyerContext = await browser.newContext();
    const buyer = await buyerContext.newPage();
    await registerWithApi(buyer, 'buyer');
    const order = await buyer.request.post('/api/orders', {
      data: { productId: listing.id, phone: '01800 000000', location: 'Sylhet' },
    });
    expect(order.status(), 'POST /api/orders').toBe(201);
    const { id: orderId } = (await order.json()) as { id: string };
    const intent = await buyer.request.post(`/api/orders/${orderId}/payment-intent`);
    expect(intent.ok(), 'payment intent').toBeTruthy();
    const { clientSecret } = (await intent.json()) as { clientSecret: string };
    const paid = await buyer.request.post(`/api/orders/${orderId}/payments`, {
      data: { clientSecret, card: { ...testCard('4242 4242 4242 4242'), name: 'E2E buyer' } },
    });
    expect(paid.ok(), 'payment').toBeTruthy();
    await buyerContext.close();

    await page.goto('/dashboard/myproducts');
    const target = row(page, listing.name);
    await expect(target.getByRole('cell').nth(3)).toHaveText('Sold');
    await expect(target.getByText('Sold listings cannot be changed')).toBeVisible();
    for (const action of [/^Boost/, /^Edit/, /^Delete/]) {
      const button = target.getByRole('button', { name: action });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription('Sold listings cannot be changed');
    }

    // Typing the edit address does not help either.
    await page.goto(`/dashboard/myproducts/edit/${listing.id}`);
    await expect(page.getByRole('alert')).toContainText('Sold listings cannot be changed');
    await expect(page.getByLabel('Product name')).toHaveCount(0);
    expect(seller.role).toBe('seller');
  });

  test('a listing an admin removed shows as Removed with the reason, and stays locked', async ({ page, browser }) => {
    await registerWithApi(page, 'seller');
    const listing = await createListing(page, { name: unique('Counterfeit flash') });
    const reason = 'Counterfeit chip: capacity is faked.';

    const other = await browser.newContext();
    const buyer = await other.newPage();
    await registerWithApi(buyer, 'buyer');
    const reported = await buyer.request.post(`/api/products/${listing.id}/reports`, { data: { reason } });
    expect(reported.status(), 'report').toBe(201);
    await other.clearCookies();
    await signInWithApi(buyer, E2E_ADMIN);
    const queue = await buyer.request.get(`/api/admin/reports?q=${encodeURIComponent(listing.name)}&limit=100`);
    const report = AdminReportPageSchema.parse(await queue.json()).items.find((item) => item.product.id === listing.id);
    expect(report, 'the report is in the admins’ queue').toBeTruthy();
    const resolved = await buyer.request.post(`/api/admin/reports/${report!.id}/resolve`, { data: { action: 'remove' } });
    expect(resolved.ok(), 'admin removes the listing').toBeTruthy();
    await other.close();

    await page.goto('/dashboard/myproducts');
    const target = row(page, listing.name);
    const status = target.getByRole('cell').nth(3);
    await expect(status).toContainText('Removed');
    await expect(status.getByText(`Reason: ${reason}`)).toBeVisible();
    for (const action of [/^Boost/, /^Edit/, /^Delete/]) {
      await expect(target.getByRole('button', { name: action })).toBeDisabled();
    }
    await expect(target.getByText('Removed listings cannot be changed')).toBeVisible();
  });
});
