import { expect, test } from '@playwright/test';
import { registerWithApi, toast } from './support/accounts.ts';
import { bookWithApi, fillCard, otherBuyer, sellerWithListing, uniqueWord } from './support/orders.ts';
import { productCard } from './support/product-card.ts';

test.describe('a booked item is held', () => {
  test('a second buyer sees "Reserved"; the buyer who booked sees "Booked by you" and, after paying, lands on the order page', async ({ page, browser }) => {
    // Three people in three browsers, search and detail pages, then a payment: a long walk.
    test.setTimeout(90_000);
    const word = uniqueWord();
    const seller = await sellerWithListing(browser, `E2E Held board ${word}`, 2400);
    const { listing } = seller;
    await registerWithApi(page, 'buyer', `Holding Buyer ${word}`);
    const order = await bookWithApi(page, listing.id);
    const second = await otherBuyer(browser, `Second Buyer ${word}`);
    try {
      // The second buyer: still listed in search, marked Reserved, with no way to book it.
      await second.page.goto(`/products?q=${word}`);
      const card = productCard(second.page, listing.name);
      await expect(card.getByText('Reserved', { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
      await second.page.goto(`/products/${listing.id}`);
      await expect(second.page.getByText('Reserved', { exact: true })).toBeVisible();
      await expect(second.page.getByText(/^Held for another buyer until /)).toBeVisible();
      await expect(second.page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
      const ask = second.page.getByRole('button', { name: 'Tell me when it’s free' });
      await expect(ask).toBeEnabled();
      await ask.click();
      await expect(second.page.getByRole('button', { name: 'We’ll tell you when it’s free' })).toHaveAttribute('aria-pressed', 'true');

      // The buyer who booked it: "Booked by you" on the card and the page, never Add to Cart.
      await page.goto(`/products?q=${word}`);
      const mine = productCard(page, listing.name);
      await expect(mine.getByText('Booked by you')).toBeVisible();
      await expect(mine.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
      await page.goto(`/products/${listing.id}`);
      await expect(page.getByText('Booked by you')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'See your order' })).toHaveAttribute('href', `/dashboard/orders/${order.id}`);

      // Pay now → the card form → the order's page, with its receipt.
      await page.getByRole('link', { name: 'Pay now' }).click();
      await expect(page).toHaveURL(`/dashboard/payment/${order.id}`);
      await fillCard(page, '4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(toast(page, 'Payment successful')).toBeVisible();
      await expect(page).toHaveURL(`/dashboard/orders/${order.id}`);
      await expect(page.getByRole('region', { name: 'Receipt' })).toContainText(/txn_[0-9a-f]{24}/);

      // Sold: the second buyer's page no longer says Reserved.
      await second.page.reload();
      await expect(second.page.getByText('This item has been sold and is no longer available.')).toBeVisible();
      // (Similar listings further down may be held for someone else: the listing itself is asked.)
      const sold = await second.page.request.get(`/api/products/${listing.id}`);
      expect(await sold.json()).toMatchObject({ status: 'sold', reservedUntil: null });
    } finally {
      await Promise.all([second.context.close(), seller.context.close()]);
    }
  });
});
