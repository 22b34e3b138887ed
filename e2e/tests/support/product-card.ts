import { expect, type Page } from '@playwright/test';
import { expectHydrated } from './page-checks.ts';

/**
 * A product card, found as a person would: the article named by its title. Demo listings
 * may share a name, so this takes the first match.
 */
export function productCard(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true }).first();
}

/**
 * Opens /products and presses Load more until the listing's card shows up, as a visitor
 * browsing the whole catalogue would (searching by a full title is not reliable for names
 * with punctuation).
 */
export async function findCardOnProductsPage(page: Page, name: string) {
  await page.goto('/products');
  // A click while the page hydrates can be lost (the link's own navigation is taken over half-way).
  await expectHydrated(page);
  const list = page.getByRole('list', { name: 'Products' });
  await expect(list.getByRole('article').first()).toBeVisible();
  const card = productCard(page, name);
  const loadMore = page.getByRole('button', { name: 'Load more' });
  for (let round = 0; round < 10 && !(await card.isVisible()); round++) {
    if (!(await loadMore.isVisible())) break;
    const before = await list.getByRole('article').count();
    await loadMore.click();
    await expect.poll(() => list.getByRole('article').count()).toBeGreaterThan(before);
  }
  await expect(card).toBeVisible();
  return card;
}
