import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/page-checks.ts';

test.describe('suggestions as one types', () => {
  test('a suggestion chosen with the keyboard opens its search', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.pressSequentially('raspb');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    const options = list.getByRole('option');
    await expect(options.first()).toContainText(/raspb/i);
    expect(await options.count()).toBeLessThanOrEqual(8);
    // The matching part is marked.
    await expect(options.first().getByText(/^raspb$/i)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^\d+ suggestions?$/ })).toBeAttached();
    await expectAccessible(page, '/ with the suggestions open');

    await search.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=Raspb/i);
    await expect(search).toHaveValue(/^raspb/i);
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toHaveAccessibleName(/raspb/i);
  });

  test('Escape closes the list, and a second clears the box', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.pressSequentially('raspb');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    await search.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
    await expect(search).toHaveValue('raspb');
    await search.press('Escape');
    await expect(search).toHaveValue('');
  });
});
