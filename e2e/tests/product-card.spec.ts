import { formatPostedOn, WORKING_STATUS_LABELS, type Product } from '@reboard/contracts';
import { expect, test, type Page } from '@playwright/test';
import { allProducts, demoListing, money } from './support/api.ts';
import { findCardOnProductsPage } from './support/product-card.ts';

const CONDITION = { excellent: 'Excellent', good: 'Good', fair: 'Fair' } as const;

/** A listing whose name no other listing shares, so its card is unambiguous. */
function unique(products: Product[], predicate: (p: Product) => boolean): Product | undefined {
  return products.find((p) => predicate(p) && products.filter((other) => other.name === p.name).length === 1);
}

function openCard(page: Page, product: Product) {
  return findCardOnProductsPage(page, product.name);
}

test.describe('product card', () => {
  test('shows every element of the spec for a listing', async ({ page, request }) => {
    const products = await allProducts(request);
    const product = unique(products, (p) => p.originalPrice !== null && p.seller.verified);
    expect(product, 'demo data: a verified seller’s listing with an original price').toBeTruthy();
    const p = product!;
    const format = await money(request);
    const card = await openCard(page, p);

    await expect(card.getByText(CONDITION[p.condition], { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: p.name, exact: true })).toHaveAttribute('href', `/products/${p.id}`);
    const report = card.getByRole('button', { name: 'Report product' });
    await expect(report).toBeVisible();
    // The daisyUI tooltip shown on hover and focus wraps the icon button.
    await expect(card.locator('[data-tip="Report product"]').getByRole('button')).toHaveAccessibleName('Report product');
    if (p.description) await expect(card.getByText(p.description.slice(0, 30))).toBeVisible();
    await expect(card.getByText(p.location, { exact: true })).toBeVisible();
    await expect(card.getByText(formatPostedOn(p.postedOn), { exact: true })).toBeVisible();
    await expect(card.getByText(p.seller.name, { exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name: 'Verified seller' })).toBeVisible();
    await expect(card.getByText(`Purchased on ${p.yearPurchased}`)).toBeVisible();
    await expect(card.locator('del')).toHaveText(format(p.originalPrice!));
    await expect(card.getByText(format(p.resalePrice), { exact: true })).toBeVisible();
    await expect(card.getByText(`Used for ${p.usagePeriod}`)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    // The picture repeats the title link for pointer users, so it is hidden from screen readers.
    if (p.picture) await expect(card.locator(`img[src="${p.picture}"]`)).toBeVisible();
  });

  test('shows the manufacturer, part number, working status and Promoted badge when a listing has them', async ({
    page,
    request,
  }) => {
    const products = await allProducts(request);
    const withPart = unique(products, (p) => !!p.partNumber && !!p.workingStatus);
    expect(withPart, 'demo data: a listing with a part number and a working status').toBeTruthy();
    const card = await openCard(page, withPart!);
    for (const part of [withPart!.manufacturer, withPart!.partNumber]) {
      if (part) await expect(card).toContainText(part);
    }
    await expect(card.getByText(WORKING_STATUS_LABELS[withPart!.workingStatus!], { exact: true })).toBeVisible();

    const promoted = unique(products, (p) => p.isAdvertised);
    const plain = unique(products, (p) => !p.isAdvertised);
    expect(promoted && plain, 'demo data: boosted and plain listings').toBeTruthy();
    await expect((await openCard(page, promoted!)).getByText('Promoted', { exact: true })).toBeVisible();
    await expect((await openCard(page, plain!)).getByText('Promoted', { exact: true })).toHaveCount(0);
  });

  test('leaves out the verified mark and the struck-through price when they do not apply', async ({ page, request }) => {
    const products = await allProducts(request);
    const unverified = unique(products, (p) => !p.seller.verified);
    test.skip(!unverified, 'demo data has no unverified seller');
    const card = await openCard(page, unverified!);
    await expect(card.getByText(unverified!.seller.name, { exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name: 'Verified seller' })).toHaveCount(0);

    const noOriginal = unique(products, (p) => p.originalPrice === null);
    if (noOriginal) {
      const other = await openCard(page, noOriginal);
      await expect(other.locator('del')).toHaveCount(0);
    }
  });

  test('never renders a sold listing, even if a response contained one', async ({ page }) => {
    // The API lists active listings only; slip a sold one into its answer to prove the card
    // grid filters it out anyway, as the spec demands.
    const soldName = 'E2E sold listing that must stay hidden';
    let injected = 0;
    await page.route('**/api/products?*', async (route) => {
      injected++;
      const response = await route.fetch();
      const body = (await response.json()) as { items: Product[] };
      const [first] = body.items;
      if (first) body.items.unshift({ ...first, id: 'e2e-sold', name: soldName, status: 'sold' });
      await route.fulfill({ response, json: body });
    });
    // The server renders the first visit; a visit from another page asks the API from the browser.
    await page.goto('/');
    // A click before the page has hydrated is a plain link: the server would render the next page.
    await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeEnabled();
    await page.getByRole('link', { name: 'View all products' }).click();
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('article', { name: soldName })).toHaveCount(0);
    await expect(page.getByText(soldName)).toHaveCount(0);
    expect(injected).toBeGreaterThan(0);
    // A later request (a prefetch) may still be in the handler when the test ends, and its
    // response is gone with the page: what it would do no longer matters.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('Add to Cart and Report product ask a guest to log in', async ({ page, request }) => {
    const first = await demoListing(request);
    const card = await openCard(page, first);
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const again = await openCard(page, first);
    await again.getByRole('button', { name: 'Report product' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
