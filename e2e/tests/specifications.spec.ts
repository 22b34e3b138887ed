import { CATEGORY_IDS } from '@reboard/contracts';
import { expect, test, type Page } from '@playwright/test';
import { registerWithApi, toast } from './support/accounts.ts';
import { fillRequiredListingFields } from './support/listing-form.ts';
import { uniqueWord } from './support/orders.ts';

/*
 * A seller states a memory module's specifications in the listing form (the server's word on a
 * value in the wrong unit shows under that input), and a buyer finds it by its capacity with
 * the category page's filter. The capacity is one no demo listing has (a few hundred MB).
 */

const panel = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a seller lists memory with its specifications; a buyer filters memory listings by capacity and finds it', async ({ page, browser }) => {
  // Two accounts, a form sent twice and two pages: more than most tests do.
  test.slow();
  const name = `Memory module ${uniqueWord()}`;
  const megabytes = 300 + Math.floor(Math.random() * 600);
  await registerWithApi(page, 'seller');
  await page.goto('/dashboard/addproduct');
  await page.getByLabel('Product name').fill(name);
  await page.getByLabel('Category').selectOption({ label: 'Memory & Storage' });
  // The specifications follow the category: memory has a capacity, not a chipset.
  await expect(page.getByLabel('Capacity (optional)')).toBeVisible();
  await expect(page.getByLabel('Chipset (optional)')).toHaveCount(0);
  await fillRequiredListingFields(page, { price: '900', year: '2021', usage: '2 years' });
  await page.getByLabel('Type (optional)').selectOption('DDR4');
  const capacity = page.getByLabel('Capacity (optional)');
  await capacity.fill('2400 MHz');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(capacity).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Capacity is in bytes \(B\), not hertz/)).toBeVisible();

  await capacity.fill(`${megabytes}MB`);
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(toast(page, `${name}'s data added successfully`)).toBeVisible();

  // A buyer, in a browser of their own, on the category page.
  const context = await browser.newContext();
  const buyer = await context.newPage();
  await registerWithApi(buyer, 'buyer');
  await buyer.goto(`/category/${CATEGORY_IDS.memoryStorage}`);
  await expect(heading(buyer)).toHaveText(/^Products available of Memory & Storage/);
  const filters = panel(buyer);
  await expect(filters.getByRole('heading', { name: 'Specifications' })).toBeVisible();
  await filters.getByLabel('Min capacity').fill(`${megabytes} MB`);
  await filters.getByLabel('Max capacity').fill(`${megabytes * 1024} KB`);
  await filters.getByRole('button', { name: 'Apply capacity' }).click();
  await expect(buyer).toHaveURL(/spec\.capacity\.min=/);
  await expect(heading(buyer)).toHaveText('Products available of Memory & Storage: 1');
  const results = buyer.getByRole('list', { name: /products/i });
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(results.getByRole('heading', { name })).toBeVisible();
  await expect(buyer.getByRole('button', { name: `Remove filter Capacity: ${megabytes} MB – ${megabytes * 1024} KB` })).toBeVisible();

  // The detail page shows the specifications as the server normalised them.
  await results.getByRole('link', { name }).first().click();
  const table = buyer.getByRole('table', { name: 'Specifications' });
  await expect(table.getByRole('row', { name: `Capacity ${megabytes} MB` })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Type DDR4' })).toBeVisible();
  await context.close();
});
