import { formatWhole } from '@reboard/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { currency } from './support/api.ts';
import { apiFacetCount, apiTotal, FILTER_CATEGORY, listingsToFilter } from './support/storefront.ts';

/*
 * Every count here is narrowed by a word only this test's listings carry (see
 * support/storefront.ts), so listings made or sold by tests running beside it never move it.
 */

async function wholeMoney(request: APIRequestContext) {
  const code = await currency(request);
  return (whole: number) => formatWhole(whole, code);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const group = (page: Page, name: string) => panel(page).getByRole('group', { name });
const chip = (page: Page, label: string) => page.getByRole('button', { name: `Remove filter ${label}` });

test.describe('filters on listing pages', () => {
  test('filter /products by condition and a price range; reload, Back and Clear all keep up', async ({ page, request, browser }) => {
    const word = await listingsToFilter(browser);
    const money = await wholeMoney(request);
    await page.goto(`/products?q=${word}`);
    await expect(heading(page)).toHaveText(`Products available : ${await apiTotal(request, `/api/products?q=${word}`)}`);

    const condition = group(page, 'Condition');
    const good = await apiFacetCount(request, `q=${word}`, 'condition', 'good');
    expect(good).toBe(2);
    await expect(condition.getByRole('radio', { name: `Good ${good}` })).toBeVisible();
    await expect(condition.getByRole('radio', { name: 'Excellent 1' })).toBeVisible();

    await condition.getByRole('radio', { name: /^Good/ }).check();
    await expect(page).toHaveURL(`/products?q=${word}&condition=good`);
    await expect(heading(page)).toHaveText(`Products available : ${good}`);
    await expect(chip(page, 'Condition: Good')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(good);
    // A dimension's own choice is set aside in its counts: Excellent still says what it would leave.
    await expect(condition.getByRole('radio', { name: 'Excellent 1' })).toBeVisible();

    await panel(page).getByLabel('Min price').fill('1000');
    await panel(page).getByRole('button', { name: 'Apply price' }).click();
    const ranged = await apiTotal(request, `/api/products?q=${word}&condition=good&minPrice=1000`);
    expect(ranged).toBe(1);
    await expect(heading(page)).toHaveText(`Products available : ${ranged}`);
    await expect(chip(page, `Price: ${money(1000)} and more`)).toBeVisible();
    const fair = await apiFacetCount(request, `q=${word}&condition=good&minPrice=1000`, 'condition', 'fair');
    await expect(condition.getByRole('radio', { name: `Fair ${fair}` })).toBeVisible();

    await page.reload();
    await expect(heading(page)).toHaveText(`Products available : ${ranged}`);
    await expect(chip(page, 'Condition: Good')).toBeVisible();
    await expect(condition.getByRole('radio', { name: /^Good/ })).toBeChecked();
    await expect(panel(page).getByLabel('Min price')).toHaveValue('1000');

    await page.goBack();
    await expect(heading(page)).toHaveText(`Products available : ${good}`);
    await expect(chip(page, `Price: ${money(1000)} and more`)).toBeHidden();

    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(`/products?q=${word}`);
    await expect(heading(page)).toHaveText('Products available : 4');
    await expect(page.getByRole('list', { name: 'Active filters' })).toBeHidden();
  });

  test('filter a category page by condition and a price band; chips remove one filter; Back restores it', async ({ page, request, browser }) => {
    const word = await listingsToFilter(browser);
    const money = await wholeMoney(request);
    const base = `/api/categories/${FILTER_CATEGORY.id}/products?q=${word}`;
    const title = (n: number) => `Products available of ${FILTER_CATEGORY.name}: ${n}`;
    await page.goto(`/category/${FILTER_CATEGORY.id}?q=${word}`);
    await expect(heading(page)).toHaveText(title(await apiTotal(request, base)));
    await expect(group(page, 'Category')).toHaveCount(0);

    await group(page, 'Condition').getByRole('radio', { name: /^Good/ }).check();
    await expect(heading(page)).toHaveText(title(await apiTotal(request, `${base}&condition=good`)));
    await expect(chip(page, 'Condition: Good')).toBeVisible();

    const band = `${money(1000)} – ${money(4999)}`;
    const bandCount = await apiFacetCount(request, `q=${word}&category=${FILTER_CATEGORY.id}&condition=good`, 'price', '1000-4999');
    const bandRadio = group(page, 'Price').getByRole('radio', { name: `${band} ${bandCount}` });
    await bandRadio.check();
    await expect(page).toHaveURL(new RegExp('minPrice=1000&maxPrice=4999'));
    await expect(heading(page)).toHaveText(title(await apiTotal(request, `${base}&condition=good&minPrice=1000&maxPrice=4999`)));
    await expect(chip(page, `Price: ${band}`)).toBeVisible();

    await chip(page, 'Condition: Good').click();
    await expect(chip(page, 'Condition: Good')).toBeHidden();
    await expect(heading(page)).toHaveText(title(await apiTotal(request, `${base}&minPrice=1000&maxPrice=4999`)));

    await page.goBack();
    await expect(chip(page, 'Condition: Good')).toBeVisible();
    await expect(heading(page)).toHaveText(title(1));

    // Clearing the search term keeps the filters.
    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(`/category/${FILTER_CATEGORY.id}?condition=good&minPrice=1000&maxPrice=4999`);
    await expect(chip(page, 'Condition: Good')).toBeVisible();
  });

  test('an empty result offers its filters to remove', async ({ page, browser }) => {
    const word = await listingsToFilter(browser);
    await page.goto(`/products?q=${word}&condition=excellent&maxPrice=400`);
    await expect(page.getByText('No products match these filters')).toBeVisible();
    await chip(page, 'Condition: Excellent').click();
    await expect(heading(page)).toHaveText('Products available : 1');
    await expect(page.getByRole('article', { name: `${word} board alpha` })).toBeVisible();
  });

  test('filters the API refuses in the address get a notice with a way back', async ({ page }) => {
    await page.goto('/products?minPrice=-5&sort=cheapest');
    const notice = page.getByRole('alert').filter({ hasText: "Some filters in this link can't be used" });
    await expect(notice).toContainText('Min price cannot be negative');
    await expect(notice).toContainText('Sort');
    await notice.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/products');
    await expect(heading(page)).toHaveText(/^Products available : [\d,]+$/);

    await page.goto(`/category/${FILTER_CATEGORY.id}?condition=mint`);
    const categoryNotice = page.getByRole('alert').filter({ hasText: "Some filters in this link can't be used" });
    await expect(categoryNotice).toContainText('Condition: “mint” is not one of the choices');
    await page.goto(`/category/${FILTER_CATEGORY.id}?minPrice=900&maxPrice=100`);
    await expect(categoryNotice).toContainText('Max price must be at least the min price');
    await categoryNotice.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(`/category/${FILTER_CATEGORY.id}`);
    await expect(heading(page)).toHaveText(new RegExp(`^Products available of ${FILTER_CATEGORY.name}: [\\d,]+$`));
  });
});

test('the sort orders the results and offers Best match only for a search', async ({ page, browser }) => {
  const word = await listingsToFilter(browser);
  await page.goto(`/products?q=${word}`);
  const sort = page.getByLabel('Sort by');
  await expect(sort.getByRole('option')).toHaveText(['Newest', 'Price: low to high', 'Price: high to low', 'Best match']);
  await sort.selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(`/products?q=${word}&sort=price_asc`);
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
  await expect(cards.first()).toHaveAccessibleName(`${word} board alpha`);
  await sort.selectOption({ label: 'Price: high to low' });
  await expect(cards.first()).toHaveAccessibleName(`${word} board delta`);

  await page.goto('/products');
  await expect(page.getByLabel('Sort by').getByRole('option')).toHaveText(['Newest', 'Price: low to high', 'Price: high to low']);
});
