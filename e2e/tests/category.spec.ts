import type { Category } from '@reboard/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { categories, categoryProducts } from './support/api.ts';
import { productCard } from './support/product-card.ts';

/*
 * Tests running beside these ones list, sell and remove listings in the same categories, so
 * the count can move between reading the API and reading the page. The page must agree with
 * the API at a quiet moment: read both again (reloading the page) until they do.
 */
async function expectCountLikeApi(page: Page, request: APIRequestContext, category: Category) {
  let attempt = 0;
  let agreed: Awaited<ReturnType<typeof categoryProducts>> | undefined;
  await expect(async () => {
    if (attempt++ > 0) await page.reload();
    const expected = await categoryProducts(request, category.id);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Products available of ${category.name}: ${expected.total}`,
      { timeout: 3_000 },
    );
    agreed = expected;
  }).toPass({ timeout: 15_000 });
  return agreed!;
}

test.describe('category page', () => {
  test('Discover more opens the category with its heading and count', async ({ page, request }) => {
    const [category] = await categories(request);

    await page.goto('/');
    await page
      .getByRole('list', { name: 'Categories' })
      .getByRole('listitem')
      .filter({ hasText: category!.name })
      .getByRole('link', { name: /Discover more/ })
      .click();

    await expect(page).toHaveURL(`/category/${category!.id}`);
    const expected = await expectCountLikeApi(page, request, category!);
    const cards = page.getByRole('list', { name: `Products in ${category!.name}` }).getByRole('article');
    await expect(cards).toHaveCount(expected.items.length);
    if (!expected.nextCursor) expect(expected.items.length).toBe(expected.total);
    await expect(productCard(page, expected.items[0]!.name)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(category!.name));
  });

  test('every category lists only its own listings', async ({ page, request }) => {
    for (const category of await categories(request)) {
      await page.goto(`/category/${category.id}`);
      const expected = await expectCountLikeApi(page, request, category);
      for (const product of expected.items.slice(0, 3)) {
        expect(product.categoryId).toBe(category.id);
        await expect(productCard(page, product.name)).toBeVisible();
      }
    }
  });
});
