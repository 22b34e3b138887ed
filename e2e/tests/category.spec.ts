import { expect, test } from '@playwright/test';
import { categories, categoryProducts } from './support/api.ts';
import { productCard } from './support/product-card.ts';

test.describe('category page', () => {
  test('Discover more opens the category with its heading and count', async ({ page, request }) => {
    const [category] = await categories(request);
    const expected = await categoryProducts(request, category!.id);

    await page.goto('/');
    await page
      .getByRole('list', { name: 'Categories' })
      .getByRole('listitem')
      .filter({ hasText: category!.name })
      .getByRole('link', { name: /Discover more/ })
      .click();

    await expect(page).toHaveURL(`/category/${category!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Products available of ${category!.name}: ${expected.total}`,
    );
    const cards = page.getByRole('list', { name: `Products in ${category!.name}` }).getByRole('article');
    await expect(cards).toHaveCount(expected.items.length);
    if (!expected.nextCursor) expect(expected.items.length).toBe(expected.total);
    await expect(productCard(page, expected.items[0]!.name)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(category!.name));
  });

  test('every category lists only its own listings', async ({ page, request }) => {
    for (const category of await categories(request)) {
      const expected = await categoryProducts(request, category.id);
      await page.goto(`/category/${category.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Products available of ${category.name}: ${expected.total}`,
      );
      for (const product of expected.items.slice(0, 3)) {
        expect(product.categoryId).toBe(category.id);
        await expect(productCard(page, product.name)).toBeVisible();
      }
    }
  });
});
