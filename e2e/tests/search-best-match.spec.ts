import { expect, test } from '@playwright/test';
import { productPage } from './support/api.ts';

test.describe('search order', () => {
  test('a search is shown best match first unless another order is chosen', async ({ page, request }) => {
    // On the demo data "arduino" names two Arduino Unos and mentions Arduino in an ESP32
    // board's description: the boards called Arduino come first.
    const bestMatch = await productPage(request, 'q=arduino&sort=relevance');
    expect(bestMatch.items.length).toBeGreaterThan(1);

    await page.goto('/products?q=arduino');
    const sort = page.getByLabel('Sort by');
    await expect(sort).toHaveValue('relevance');
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
    await expect(cards.first()).toHaveAccessibleName(bestMatch.items[0]!.name);
    await expect(cards.first()).toHaveAccessibleName(/Arduino/);

    // Newest is a choice the address keeps; Best match goes unsaid again.
    await sort.selectOption({ label: 'Newest' });
    await expect(page).toHaveURL('/products?q=arduino&sort=newest');
    await sort.selectOption({ label: 'Best match' });
    await expect(page).toHaveURL('/products?q=arduino');

    // Without words, newest stays the default.
    await page.goto('/products');
    await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  });
});
