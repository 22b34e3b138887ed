import { expect, test, type Page } from '@playwright/test';
import { DEMO_BUYER, DEMO_SELLER, registerWithApi, signInWithApi, toast } from './support/accounts.ts';
import { demoListing, money } from './support/api.ts';
import { bookWithApi, deleteListing, otherBuyer, payWithApi, sellerWithListing, uniqueWord } from './support/orders.ts';
import { productCard } from './support/product-card.ts';

const bookingDialog = (page: Page) => page.getByRole('dialog', { name: /^Book / });

/** The listing's row in a table, found by the product's name. */
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test.describe('booking', () => {
  test('a guest pressing Add to Cart logs in, comes back, and can open the booking modal', async ({ page, request }) => {
    const listing = await demoListing(request);
    await page.goto(`/products/${listing.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(bookingDialog(page)).toHaveCount(0);

    await page.getByLabel('Email').fill(DEMO_BUYER.email);
    await page.getByLabel('Password').fill(DEMO_BUYER.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(`/products/${listing.id}`);

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const dialog = bookingDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(DEMO_BUYER.email);
    // Cancel books nothing: the demo listing stays untouched for other tests.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('a buyer books a listing from its card, which then says Booked by you instead of Add to Cart', async ({ page, browser, request }) => {
    const word = uniqueWord();
    const { listing, context } = await sellerWithListing(browser, `E2E Booking board ${word}`, 2150);
    const buyer = await registerWithApi(page, 'buyer', 'Booking Buyer');
    const format = await money(request);

    await page.goto(`/products?q=${word}`);
    const card = productCard(page, listing.name);
    await card.getByRole('button', { name: 'Add to Cart' }).click();

    const dialog = bookingDialog(page);
    await expect(dialog).toBeVisible();
    for (const [label, value] of [
      ['Name', buyer.name],
      ['Email', buyer.email],
      ['Price', format(listing.resalePrice)],
    ] as const) {
      const field = dialog.getByLabel(label, { exact: true });
      await expect(field).toHaveValue(value);
      await expect(field).not.toBeEditable();
    }
    expect(format(listing.resalePrice)).toBe('৳2,150');

    // Phone and meeting location are required.
    await dialog.getByRole('button', { name: 'Book now' }).click();
    await expect(dialog.getByLabel('Phone')).toHaveAccessibleDescription('Phone number is required');
    await expect(dialog.getByLabel('Meeting location')).toHaveAccessibleDescription('Meeting location is required');

    await dialog.getByLabel('Phone').fill('+880 1711 223344');
    await dialog.getByLabel('Meeting location').fill('Dhanmondi 27, Dhaka');
    await dialog.getByRole('button', { name: 'Book now' }).click();
    await expect(toast(page, 'Orders confirmed')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // Booked and held for them: the card offers paying, never a second booking.
    await expect(card.getByText('Booked by you')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', /^\/dashboard\/payment\/[0-9a-f-]{36}$/);

    await page.goto('/dashboard/myorders');
    await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText(['Image', 'Product', 'Price', 'Action']);
    const row = rowOf(page, listing.name);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(2)).toHaveText(format(listing.resalePrice));
    await expect(row.getByRole('link', { name: 'Pay', exact: true })).toHaveAttribute(
      'href',
      /^\/dashboard\/payment\/[0-9a-f-]{36}$/,
    );
    await context.close();
  });

  test('a seller pressing Add to Cart is told that only buyers can book', async ({ page, request }) => {
    const listing = await demoListing(request);
    await signInWithApi(page, DEMO_SELLER);
    await page.goto(`/products/${listing.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page, 'Only buyers can book products. You are signed in as a seller.')).toBeVisible();
    await expect(bookingDialog(page)).toHaveCount(0);
  });

  test('a listing sold or removed while the page was open cannot be booked', async ({ page, browser }) => {
    const sold = await sellerWithListing(browser, `E2E Raced board ${uniqueWord()}`);
    const removed = await sellerWithListing(browser, `E2E Withdrawn board ${uniqueWord()}`);
    await registerWithApi(page, 'buyer', 'Late Buyer');

    const book = async () => {
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      const dialog = bookingDialog(page);
      await dialog.getByLabel('Phone').fill('01711223344');
      await dialog.getByLabel('Meeting location').fill('Banani');
      await dialog.getByRole('button', { name: 'Book now' }).click();
    };

    // Another buyer books and pays while this page is open.
    await page.goto(`/products/${sold.listing.id}`);
    const { context: rivalContext, page: rival } = await otherBuyer(browser, 'Quick Buyer');
    await payWithApi(rival, (await bookWithApi(rival, sold.listing.id)).id);
    await book();
    await expect(toast(page, 'This product has already been sold')).toBeVisible();

    // The seller takes the listing down while this page is open.
    await page.goto(`/products/${removed.listing.id}`);
    await deleteListing(removed.page, removed.listing.id);
    await book();
    await expect(toast(page, 'No such listing')).toBeVisible();

    await Promise.all([rivalContext.close(), sold.context.close(), removed.context.close()]);
  });
});

test.describe('My Cart', () => {
  test('a new buyer sees an empty cart with a way to the products', async ({ page }) => {
    await registerWithApi(page, 'buyer', 'Empty Cart Buyer');
    await page.goto('/dashboard/myorders');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.getByRole('link', { name: 'Browse products' }).click();
    await expect(page).toHaveURL('/products');
  });

  // Nobody else can buy a listing held for a booking; its seller can still take it away.
  test('an order whose listing its seller deleted says it is no longer available', async ({ page, browser }) => {
    const { listing, context, page: sellerPage } = await sellerWithListing(browser, `E2E Withdrawn board ${uniqueWord()}`);
    await registerWithApi(page, 'buyer', 'Slow Buyer');
    await bookWithApi(page, listing.id);
    await deleteListing(sellerPage, listing.id);

    await page.goto('/dashboard/myorders');
    const row = rowOf(page, listing.name);
    await expect(row.getByText('No longer available')).toBeVisible();
    await expect(row.getByRole('link', { name: 'Pay' })).toHaveCount(0);
    await context.close();
  });

  test.describe('at 360 px wide', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the whole row, Pay included, fits without scrolling sideways', async ({ page, browser }) => {
      const { listing, context } = await sellerWithListing(browser, `E2E Pocket-sized board ${uniqueWord()}`);
      await registerWithApi(page, 'buyer', 'Phone Buyer');
      await bookWithApi(page, listing.id);
      await page.goto('/dashboard/myorders');
      const pay = rowOf(page, listing.name).getByRole('link', { name: 'Pay', exact: true });
      await expect(pay).toBeInViewport();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const table = page.getByRole('table');
      expect(await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
      await context.close();
    });
  });
});
