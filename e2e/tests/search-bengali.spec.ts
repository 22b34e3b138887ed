import { expect, test } from '@playwright/test';

test.describe('Bengali words', () => {
  test('a Bengali search finds the English listings it names', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('রাস্পবেরি পাই');
    await search.press('Enter');
    await expect(page).toHaveURL(`/products?q=${encodeURIComponent('রাস্পবেরি পাই').replace(/%20/g, '+')}`);
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
    await expect(cards.first()).toHaveAccessibleName(/Raspberry Pi/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Products available : 0');
  });
});
