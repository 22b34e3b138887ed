import { expect, test, type Page } from '@playwright/test';
import { registerWithApi, toast } from './support/accounts.ts';
import { bn } from './support/catalogue.ts';
import { uniqueWord } from './support/orders.ts';
import { productCard } from './support/product-card.ts';

/*
 * Numbers as people in Bangladesh type them (issue 32): a price typed in Bengali digits with a
 * separator is read, never cut (the 4-digit field once turned 25000 into 2500), and shown with
 * lakh grouping and the sign in front in either language.
 */

/**
 * The header's language switch, by its label in the page's language, once the page has hydrated
 * (a choice made on the server-rendered page before React takes it over is lost).
 */
async function language(page: Page, label = 'Language') {
  // Before the script runs the class is not there yet either: wait for the quiet after hydration too.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).not.toHaveClass(/\bhydrating\b/);
  return page.getByRole('banner').getByLabel(label);
}

test('a seller lists at ৳25,000 typed in Bengali digits; the card shows ৳২৫,০০০ in Bengali and ৳25,000 in English', async ({ page }) => {
  await registerWithApi(page, 'seller');
  const name = `E2E Bengali price board ${uniqueWord()}`;
  await page.goto('/dashboard/addproduct');
  await (await language(page)).selectOption('bn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

  await page.getByLabel(bn('listings.form.name')).fill(name);
  const price = page.getByLabel(bn('listings.form.resalePrice', { sign: '৳' }));
  await price.fill('২৫,০০০');
  await expect(price).toHaveValue('২৫,০০০');
  await expect(price).toHaveAccessibleDescription(bn('listings.form.priceReads', { price: '৳২৫,০০০' }));
  await page.getByLabel(bn('listings.form.yearPurchased')).fill('২০২২');
  // Longer than the spec's 10 characters: kept whole, not cut to "2 years an".
  await page.getByLabel(bn('listings.form.usagePeriod')).fill('2 years and 3 months');
  await page.getByLabel(bn('listings.form.sellerPhone')).fill('০১৭১১-১২৩৪৫৬');
  await page.getByLabel(bn('listings.form.location'), { exact: true }).fill('ঢাকা');
  await page.getByRole('button', { name: bn('listings.add.submit') }).click();
  await expect(toast(page, bn('listings.add.added', { name }))).toBeVisible();

  await page.goto(`/products?q=${encodeURIComponent(name.split(' ').at(-1)!)}`);
  const card = productCard(page, name);
  await expect(card).toContainText('৳২৫,০০০');
  await expect(card).toContainText('2 years and 3 months');

  await (await language(page, bn('common.language.label'))).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(card).toContainText('৳25,000');
  await expect(card).not.toContainText('2,500');

  // The price filter's bands reach the new maximum: it is counted in ৳20,000 – ৳49,999.
  await page.goto(`/products?q=${encodeURIComponent(name.split(' ').at(-1)!)}&minPrice=20000&maxPrice=49999`);
  await expect(productCard(page, name)).toBeVisible();
});

test('a price that cannot be read, or is above ৳99,99,999, is refused with a message and kept as typed', async ({ page }) => {
  await registerWithApi(page, 'seller');
  await page.goto('/dashboard/addproduct');
  const price = page.getByLabel('Resale price');
  await price.fill('25,00');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(price).toHaveAccessibleDescription('Type the amount in digits, such as 25000, 25,000 or ২৫,০০০');
  await price.fill('1,00,00,000');
  await expect(price).toHaveAccessibleDescription('A price can be at most 99,99,999');
  await expect(price).toHaveValue('1,00,00,000');
});
