import { expect, test, type Page } from '@playwright/test';
import { bookWithApi, otherBuyer, sellerWithListing, uniqueWord } from './support/orders.ts';

const PHONE = { width: 360, height: 740 };

const productList = (page: Page) => page.getByRole('list', { name: 'Products' });
const cards = (page: Page) => productList(page).getByRole('article');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** /products with a second page loaded, so the list is long. */
async function openLongList(page: Page) {
  await page.goto('/products');
  await expect(cards(page).first()).toBeVisible();
  const before = await cards(page).count();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('Back after scrolling a long list returns to the same place; a new page starts at the top', async ({ page }) => {
    await openLongList(page);
    // Far down the list, past the first page of results.
    const card = cards(page).nth((await cards(page).count()) - 3);
    await card.scrollIntoViewIfNeeded();
    const title = card.getByRole('heading');
    const name = (await title.textContent())!;
    // Opened from the keyboard: a pointer click here waited on the card's hover lift and the
    // sticky header, and scrolled again while it retried, so the place to come back to moved.
    const link = title.getByRole('link');
    await link.focus();
    const place = await scrollY(page);
    expect(place).toBeGreaterThan(2 * PHONE.height);

    await link.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect.poll(() => scrollY(page), 'a new page starts at the top').toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect.poll(() => scrollY(page), 'Back returns to where the visitor was').toBe(place);
    await expect(productList(page).getByRole('article', { name, exact: true }).first()).toBeInViewport();
  });

  test('two whole product cards fit on a 360 × 740 screen', async ({ page }) => {
    await page.goto('/products');
    const [first, second] = [cards(page).nth(0), cards(page).nth(1)];
    await expect(second).toBeVisible();
    // Scroll the first card up to just under the sticky header.
    const headerBottom = (await page.getByRole('banner').boundingBox())!.height;
    const top = (await first.boundingBox())!.y;
    await page.evaluate((y) => window.scrollTo(0, y), (await scrollY(page)) + top - headerBottom - 8);
    await expect(first).toBeInViewport({ ratio: 1 });
    await expect(second).toBeInViewport({ ratio: 1 });
    expect((await first.boundingBox())!.y, 'the first card is not under the header').toBeGreaterThanOrEqual(headerBottom);
  });

  test('My Buyers shows a card per booking, each value under its column name', async ({ page, browser }) => {
    const seller = await sellerWithListing(browser, `E2E Phone table board ${uniqueWord()}`);
    const buyer = await otherBuyer(browser, `Phone Table Buyer ${uniqueWord()}`);
    const order = await bookWithApi(buyer.page, seller.listing.id);
    await page.context().addCookies(await seller.context.cookies());
    await page.goto('/dashboard/mybuyers');

    const row = page.getByRole('row').filter({ hasText: order.buyerEmail });
    const [name, phone] = [row.getByText(order.buyerName), row.getByRole('link', { name: order.phone })];
    await expect(phone).toBeVisible();
    // Stacked: the phone number sits below the name, not beside it, and nothing is cut off.
    const [nameBox, phoneBox] = [(await name.boundingBox())!, (await phone.boundingBox())!];
    expect(phoneBox.y).toBeGreaterThan(nameBox.y + nameBox.height);
    const table = page.getByRole('table');
    expect(await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    // Each value is announced with its column name (shown above it).
    await expect(row.getByRole('cell', { name: /^Phone/ })).toHaveCount(1);
    await Promise.all([seller.context.close(), buyer.context.close()]);
  });
});

test('from 640 px up My Buyers is a plain table again', async ({ page, browser }) => {
  await page.setViewportSize({ width: 800, height: 700 });
  const seller = await sellerWithListing(browser, `E2E Wide table board ${uniqueWord()}`);
  const buyer = await otherBuyer(browser, `Wide Table Buyer ${uniqueWord()}`);
  const order = await bookWithApi(buyer.page, seller.listing.id);
  await page.context().addCookies(await seller.context.cookies());
  await page.goto('/dashboard/mybuyers');

  await expect(page.getByRole('columnheader', { name: 'Phone' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: order.buyerEmail });
  const [nameBox, phoneBox] = [
    (await row.getByText(order.buyerName).boundingBox())!,
    (await row.getByRole('link', { name: order.phone }).boundingBox())!,
  ];
  expect(Math.abs(phoneBox.y - nameBox.y), 'name and phone on one line').toBeLessThan(nameBox.height);
  await Promise.all([seller.context.close(), buyer.context.close()]);
});

test('the taka sign is drawn from the bundled font, not as a missing-glyph box', async ({ page }) => {
  await page.goto('/products');
  const price = productList(page).getByText(/^৳/).first();
  await expect(price).toBeVisible();
  const result = await price.evaluate(async (element) => {
    await document.fonts.ready;
    const font = getComputedStyle(element).font;
    // A private-use character no font here has: what a missing glyph looks like in this font.
    const width = (text: string) => {
      const probe = document.createElement('span');
      probe.style.font = font;
      probe.textContent = text;
      document.body.append(probe);
      const w = probe.getBoundingClientRect().width;
      probe.remove();
      return w;
    };
    return { loaded: document.fonts.check(font, '৳'), taka: width('৳'), box: width('\uE000') };
  });
  expect(result.loaded, 'the taka font is loaded').toBe(true);
  expect(result.taka, 'the taka sign is not the missing-glyph box').not.toBeCloseTo(result.box, 1);
});
