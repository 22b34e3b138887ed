import { expect, test } from '@playwright/test';

test.describe('a search with a typo', () => {
  test('shows results for the close words, and links back to the words as typed', async ({ page }) => {
    await page.goto('/products?q=raspbery%20pi');
    await expect(page.getByText('Showing results for raspberry pi — search instead for raspbery pi')).toBeVisible();
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
    await expect(cards.first()).toHaveAccessibleName(/Raspberry Pi/);

    await page.getByRole('link', { name: 'search instead for raspbery pi' }).click();
    await expect(page).toHaveURL('/products?q=raspbery+pi&asTyped=true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products available : 0');
    await expect(page.getByText(/^Showing results for/)).toHaveCount(0);
  });
});
