import type { Page } from '@playwright/test';

/** The Add Product form's required fields besides the name, as a seller fills them in. */
export async function fillRequiredListingFields(
  page: Page,
  values: { price: string; year?: string; usage?: string; location?: string },
): Promise<void> {
  await page.getByLabel('Resale price').fill(values.price);
  await page.getByLabel('Year purchased').fill(values.year ?? '2022');
  await page.getByLabel('Usage period').fill(values.usage ?? '1 year');
  await page.getByLabel('Seller phone').fill('01712 345678');
  await page.getByLabel('Location').fill(values.location ?? 'Dhaka');
}
