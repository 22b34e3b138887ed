import { formatPostedOn, photoAlt } from '@reboard/contracts';
import { expect, test } from '@playwright/test';
import { allProducts, money, pick } from './support/api.ts';
import { findCardOnProductsPage } from './support/product-card.ts';

test('a card title opens the listing’s detail page', async ({ page, request }) => {
  const products = await allProducts(request);
  const p = pick(products, 'a listing with an original price that nobody has booked', (x) => x.originalPrice !== null && x.reservedUntil === null);
  const format = await money(request);

  const card = await findCardOnProductsPage(page, p.name);
  await card.getByRole('link', { name: p.name, exact: true }).click();

  await expect(page).toHaveURL(`/products/${p.id}`);
  await expect(page).toHaveTitle(`${p.name} · Reboard`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(p.name);
  if (p.picture) await expect(main.getByRole('img', { name: photoAlt(p.name, 0, p.photos.length), exact: true })).toBeVisible();
  await expect(main.locator('del')).toHaveText(format(p.originalPrice!));
  await expect(main.getByText(format(p.resalePrice), { exact: true })).toBeVisible();
  await expect(main.getByText(`Purchased on ${p.yearPurchased}`)).toBeVisible();
  await expect(main.getByText(`Used for ${p.usagePeriod}`)).toBeVisible();
  await expect(main.getByText(p.location, { exact: true })).toBeVisible();
  await expect(main.getByText(formatPostedOn(p.postedOn), { exact: true })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Seller' }).getByText(p.seller.name)).toBeVisible();
  if (p.partNumber) await expect(main.getByText(p.partNumber, { exact: true }).first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Report product' })).toBeVisible();

  await main.getByRole('link', { name: p.categoryName }).last().click();
  await expect(page).toHaveURL(`/category/${p.categoryId}`);
});

test('a verified seller is marked on the detail page', async ({ page, request }) => {
  const p = pick(await allProducts(request), 'a verified seller', (x) => x.seller.verified);
  await page.goto(`/products/${p.id}`);
  await expect(page.getByRole('region', { name: 'Seller' }).getByRole('img', { name: 'Verified seller' })).toBeVisible();
});
