import { expect, test } from '@playwright/test';
import { allProducts, pick, productPage } from './support/api.ts';
import { productCard } from './support/product-card.ts';

test.describe('search', () => {
  test('the header search opens /products?q= with the matching count and cards', async ({ page, request }) => {
    const products = await allProducts(request);
    // A plain part number from a real listing, so the search has something to find.
    const target = pick(products, 'a listing with a plain part number', (p) => /^[A-Za-z0-9]+$/.test(p.partNumber ?? ''));
    const term = target.partNumber!;
    const expected = await productPage(request, new URLSearchParams({ q: term }).toString());
    expect(expected.total).toBeGreaterThan(0);

    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search products' }).fill(term);
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(`/products?q=${encodeURIComponent(term)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Products available : ${expected.total}`);
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(expected.items.length);
    await expect(productCard(page, expected.items[0]!.name)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(term));
  });

  test('the term survives a reload and prefills the search box', async ({ page, request }) => {
    const [first] = (await productPage(request, 'limit=1')).items;
    const term = first!.name.split(/\s+/)[0]!;
    await page.goto(`/products?q=${encodeURIComponent(term)}`);
    await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveValue(term);
    await expect(page.getByText(`“${term}”`, { exact: true })).toBeVisible();
  });

  test('a search by part number finds the listing', async ({ page, request }) => {
    const products = await allProducts(request);
    const withPart = pick(products.reverse(), 'a listing with a part number', (p) => /^[A-Za-z0-9-]+$/.test(p.partNumber ?? ''));
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search products' }).fill(withPart.partNumber!);
    await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(`/products?q=${encodeURIComponent(withPart.partNumber!)}`);
    await expect(productCard(page, withPart.name)).toBeVisible();
  });

  test('a search with no matches says so', async ({ page }) => {
    const term = 'zzqx-no-such-part-4711';
    await page.goto(`/products?q=${term}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products available : 0');
    await expect(page.getByText(`No products match “${term}”`)).toBeVisible();
  });

  test('Load more appends the next page when there is one', async ({ page, request }) => {
    const firstPage = await productPage(request, 'limit=24');
    test.skip(!firstPage.nextCursor, 'the demo data fits on one page');
    await page.goto('/products');
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
    await expect(cards).toHaveCount(24);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).toHaveCount(Math.min(firstPage.total, 48));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Products available : ${firstPage.total}`);
  });
});
