import { expect, test, type Page } from '@playwright/test';
import { registerWithApi, toast } from './support/accounts.ts';
import { bookWithApi, fillCard, payWithApi, sellerWithListing, uniqueWord } from './support/orders.ts';

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe('after payment', () => {
  test('a buyer pays; the seller marks it shipped with a tracking number; the buyer sees it on the order page, confirms receipt and rates the seller', async ({ page, browser }) => {
    const seller = await sellerWithListing(browser, `E2E Shipped board ${uniqueWord()}`);
    const buyer = await registerWithApi(page, 'buyer', `Shipping Buyer ${uniqueWord()}`);
    const order = await bookWithApi(page, seller.listing.id);
    // The buyer pays by card on the payment page.
    await page.goto(`/dashboard/payment/${order.id}`);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(toast(page, 'Payment successful')).toBeVisible();

    // The seller, on My Buyers: Mark shipped asks how it was sent; the carrier is required.
    await seller.page.goto('/dashboard/mybuyers');
    const sale = rowOf(seller.page, buyer.email);
    await sale.getByRole('button', { name: 'Mark shipped' }).click();
    const dialog = seller.page.getByRole('dialog', { name: `Ship ${seller.listing.name}` });
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(dialog.getByLabel('Carrier')).toHaveAccessibleDescription('Carrier is required');
    await dialog.getByLabel('Carrier').fill('Sundarban Courier');
    await dialog.getByLabel('Tracking number (optional)').fill('SC-4471');
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(toast(seller.page, `${buyer.name} is told ${seller.listing.name} is on its way`)).toBeVisible();
    await expect(sale).toContainText('Sent with Sundarban Courier, tracking number SC-4471');
    await expect(sale.getByRole('button', { name: 'Mark shipped' })).toHaveCount(0);

    // The buyer, on My Cart: shipped, with the tracking number, and a link to the order's page.
    await page.goto('/dashboard/myorders');
    const mine = rowOf(page, seller.listing.name);
    await expect(mine.getByText('Shipped', { exact: true })).toBeVisible();
    await expect(mine).toContainText('Sent with Sundarban Courier, tracking number SC-4471');
    await mine.getByRole('link', { name: `Order details for ${seller.listing.name}` }).click();

    // The order page: each step with its time, the seller's contact, and Confirm receipt, which asks first.
    await expect(page.getByRole('heading', { level: 1, name: `Order for ${seller.listing.name}` })).toBeVisible();
    const progress = page.getByRole('list', { name: 'Order progress' });
    await expect(progress.getByRole('listitem').filter({ hasText: 'Booked' })).toContainText(/Booked · \d{1,2} \w{3} \d{4}, \d\d:\d\d/);
    await expect(progress.getByRole('listitem').filter({ hasText: 'Paid' })).toContainText('Payment reference');
    await expect(progress.getByRole('listitem').filter({ hasText: 'Shipped' })).toContainText('Sent with Sundarban Courier, tracking number SC-4471');
    await expect(progress.getByRole('listitem').filter({ hasText: 'Received' })).toContainText('Not yet');
    const contact = page.getByRole('region', { name: 'Seller', exact: true });
    await expect(contact.getByRole('link', { name: seller.seller.email })).toHaveAttribute('href', `mailto:${seller.seller.email}`);
    // The receipt prints without the site's header, menu and buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('region', { name: 'Receipt' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Confirm receipt' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Confirm receipt' }).click();
    const ask = page.getByRole('dialog', { name: `Did ${seller.listing.name} arrive?` });
    await ask.getByRole('button', { name: 'Yes, it arrived' }).click();
    await expect(toast(page, `Thanks! The seller is told ${seller.listing.name} arrived`)).toBeVisible();
    await expect(progress.getByRole('listitem').filter({ hasText: 'Received' })).not.toContainText('Not yet');
    await expect(page.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);

    // Now it arrived, the buyer rates the seller there: 5 stars and a text.
    const review = page.getByRole('region', { name: 'Your review of the seller' });
    await review.getByRole('radiogroup', { name: 'Rating' }).getByRole('radio', { name: '5 stars' }).check();
    await review.getByRole('textbox', { name: 'Review' }).fill('Arrived fast and works perfectly.');
    await review.getByRole('button', { name: 'Post review' }).click();
    await expect(toast(page, 'Thank you: your review is posted')).toBeVisible();
    // The listing's page shows the seller's rating, which leads to the seller's page with the text.
    await page.getByRole('region', { name: 'Receipt' }).getByRole('link', { name: seller.listing.name }).click();
    await page.getByRole('link', { name: /Rated 5\.0 out of 5 \(1 review\)/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: seller.seller.name })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Reviews' })).toContainText('Arrived fast and works perfectly.');

    await page.goto('/dashboard/myorders');
    await expect(rowOf(page, seller.listing.name).getByText('Received', { exact: true })).toBeVisible();

    // The seller's page of the same order.
    await seller.page.reload();
    await expect(rowOf(seller.page, buyer.email)).toContainText('Received by the buyer');
    await rowOf(seller.page, buyer.email).getByRole('link', { name: `Order details for ${seller.listing.name}` }).click();
    await expect(seller.page.getByRole('region', { name: 'Buyer', exact: true })).toContainText(buyer.email);
    await expect(seller.page.getByText('Received by the buyer')).toBeVisible();
    await seller.context.close();
  });

  test('a buyer cancels a booking from My Cart after saying so; Cancel in the dialog keeps it', async ({ page, browser }) => {
    const seller = await sellerWithListing(browser, `E2E Cancelled board ${uniqueWord()}`);
    await registerWithApi(page, 'buyer', 'Cancelling Buyer');
    await bookWithApi(page, seller.listing.id);

    await page.goto('/dashboard/myorders');
    const mine = rowOf(page, seller.listing.name);
    await mine.getByRole('button', { name: 'Cancel booking' }).click();
    const ask = page.getByRole('dialog', { name: `Cancel your booking of ${seller.listing.name}?` });
    await ask.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(ask).toBeHidden();
    await expect(mine).toBeVisible();

    await mine.getByRole('button', { name: 'Cancel booking' }).click();
    await ask.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(toast(page, `Your booking of ${seller.listing.name} is cancelled`)).toBeVisible();
    await expect(mine).toHaveCount(0);

    await seller.page.goto('/dashboard/mybuyers');
    await expect(seller.page.getByText(seller.listing.name)).toHaveCount(0);
    await seller.context.close();
  });

  test('a seller cancels a paid order with a reason; the buyer sees why and the refund, and the listing is for sale again', async ({ page, browser }) => {
    const seller = await sellerWithListing(browser, `E2E Refunded board ${uniqueWord()}`);
    const buyer = await registerWithApi(page, 'buyer', `Refunded Buyer ${uniqueWord()}`);
    const order = await bookWithApi(page, seller.listing.id);
    await payWithApi(page, order.id);

    await seller.page.goto('/dashboard/mybuyers');
    await rowOf(seller.page, buyer.email).getByRole('button', { name: 'Cancel order' }).click();
    const dialog = seller.page.getByRole('dialog', { name: `Cancel ${buyer.name}'s order?` });
    await dialog.getByRole('button', { name: 'Cancel order and refund' }).click();
    await expect(dialog.getByLabel('Reason')).toHaveAccessibleDescription('Reason is required');
    await dialog.getByLabel('Reason').fill('The Ethernet port failed my last test');
    await dialog.getByRole('button', { name: 'Cancel order and refund' }).click();
    await expect(toast(seller.page, `Order cancelled: ${buyer.name} is refunded and ${seller.listing.name} is back on sale`)).toBeVisible();
    await expect(rowOf(seller.page, buyer.email)).toHaveCount(0);

    await page.goto('/dashboard/myorders');
    const mine = rowOf(page, seller.listing.name);
    await expect(mine.getByText('Cancelled by the seller')).toBeVisible();
    await expect(mine).toContainText('“The Ethernet port failed my last test”');
    await expect(async () => {
      await page.reload();
      await expect(rowOf(page, seller.listing.name).getByText('Refunded to your card')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });

    await page.goto(`/products/${seller.listing.id}`);
    await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
    await seller.context.close();
  });
});
