import { expect, test } from '@playwright/test';
import { apiTotal, listingsToFilter } from './support/storefront.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('at 360 px the filters open in a drawer and nothing scrolls sideways', async ({ page, request, browser }) => {
  const word = await listingsToFilter(browser);
  await page.goto(`/products?q=${word}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products available : 4');
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();

  const open = page.getByRole('button', { name: 'Filters', exact: true });
  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('group', { name: 'Condition' }).getByRole('radio', { name: /^Good/ }).check();
  const good = await apiTotal(request, `/api/products?q=${word}&condition=good`);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow(), 'no sideways scroll with the drawer open').toBeLessThanOrEqual(0);
  await drawer.getByRole('button', { name: `Show ${good} results` }).click();
  await expect(drawer).toBeHidden();

  await expect(page.getByRole('button', { name: 'Filters 1 active' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Products available : ${good}`);
  await expect(page.getByRole('button', { name: 'Remove filter Condition: Good' })).toBeVisible();
  expect(await overflow(), 'no sideways scroll with filters in force').toBeLessThanOrEqual(0);
});
