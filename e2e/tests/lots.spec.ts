import { expect, test } from '@playwright/test';
import { registerWithApi, toast } from './support/accounts.ts';
import { sellerWithListing, uniqueWord } from './support/orders.ts';
import { productCard } from './support/product-card.ts';

test.describe('a lot of several units', () => {
  test('a buyer books 3 of 10 from the card; the card then says 7 available, and their order says 3 × the price', async ({ page, browser }) => {
    const word = uniqueWord();
    const seller = await sellerWithListing(browser, `E2E LM317T regulators ${word}`, 50, { quantity: 10 });
    try {
      await registerWithApi(page, 'buyer', `Lot Buyer ${word}`);
      await page.goto(`/products?q=${word}`);
      const card = productCard(page, seller.listing.name);
      await expect(card.getByText('10 available')).toBeVisible();

      await card.getByRole('button', { name: 'Add to Cart' }).click();
      const dialog = page.getByRole('dialog', { name: `Book ${seller.listing.name}` });
      await expect(dialog.getByLabel('Price of one')).toHaveValue('৳50');
      await dialog.getByLabel('How many (10 available)').fill('3');
      await expect(dialog.getByText('Total (price and delivery)').locator('xpath=following-sibling::*[1]')).toHaveText('৳150');
      await dialog.getByLabel('Phone').fill('01811-223344');
      await dialog.getByLabel('Meeting location').fill('Mirpur 10 circle');
      await dialog.getByRole('button', { name: 'Book now' }).click();
      await expect(toast(page, 'Orders confirmed')).toBeVisible();

      // The card counts what others can still book, without a reload.
      await expect(card.getByText('7 available')).toBeVisible();
      await expect(card.getByText('Booked by you')).toBeVisible();

      await page.goto('/dashboard/myorders');
      const row = page.getByRole('row').filter({ hasText: seller.listing.name });
      await expect(row.getByText('3 × ৳50')).toBeVisible();
      await expect(row.getByText('৳150', { exact: true })).toBeVisible();
    } finally {
      await seller.context.close();
    }
  });
});
