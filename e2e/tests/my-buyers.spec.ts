import { expect, test } from '@playwright/test';
import { registerWithApi } from './support/accounts.ts';
import { money } from './support/api.ts';
import { bookWithApi, listWithApi, otherBuyer, sellerWithListing, uniqueWord } from './support/orders.ts';

test.describe('My Buyers', () => {
  test('a new seller sees that nobody has booked yet', async ({ page }) => {
    await registerWithApi(page, 'seller', 'Lonely Seller');
    await page.goto('/dashboard/mybuyers');
    await expect(page.getByRole('heading', { level: 1, name: 'My Buyers' })).toBeVisible();
    await expect(page.getByText('No buyers yet')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('lists who booked each listing, how to reach them, and that they have not paid', async ({
    page,
    browser,
    request,
  }) => {
    const seller = await sellerWithListing(browser, `E2E Wanted board ${uniqueWord()}`, 999);
    const format = await money(request);
    const buyers = [await otherBuyer(browser, `Buyer One ${uniqueWord()}`), await otherBuyer(browser, `Buyer Two ${uniqueWord()}`)];
    // A booking holds its listing, so each buyer books one of the seller's two listings.
    const listings = [seller.listing, await listWithApi(seller.page, `E2E Wanted relay ${uniqueWord()}`, 999)];
    const orders = [];
    for (const [i, buyer] of buyers.entries()) orders.push(await bookWithApi(buyer.page, listings[i]!.id));

    // The test's page is the seller's: sign it in through the seller's cookies.
    await page.context().addCookies(await seller.context.cookies());
    await page.goto('/dashboard/mybuyers');
    await expect(page.getByRole('columnheader')).toHaveText(['Name', 'Email', 'Phone', 'Location', 'Product', 'Price', 'Paid']);
    for (const order of orders) {
      const { name } = listings.find((l) => l.id === order.productId)!;
      const row = page.getByRole('row').filter({ hasText: order.buyerEmail });
      await expect(row.getByRole('cell')).toHaveText([
        order.buyerName,
        order.buyerEmail,
        order.phone,
        order.location,
        // The product, how it is handed over and paid, then the link to the order's page.
        new RegExp(`^${name}Courier inside the seller's city · ৳0 · CardOrder details$`),
        format(seller.listing.resalePrice),
        'Not paid',
      ]);
      await expect(row.getByRole('link', { name: `Order details for ${name}` })).toHaveAttribute('href', `/dashboard/orders/${order.id}`);
      await expect(row.getByRole('link', { name: order.buyerEmail })).toHaveAttribute('href', `mailto:${order.buyerEmail}`);
    }
    // Another seller's buyers are not shown.
    await expect(page.getByRole('row')).toHaveCount(orders.length + 1);
    await Promise.all([seller.context, ...buyers.map((b) => b.context)].map((c) => c.close()));
  });
});
