import { expect, test, type Page } from '@playwright/test';
import { registerWithApi, toast } from './support/accounts.ts';
import { sellerWithListing, uniqueWord } from './support/orders.ts';

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe('delivery and cash on delivery', () => {
  test('a buyer books by courier and sees the total, pays on delivery; the seller confirms and ships with tracking; the buyer confirms receipt; the seller records the cash', async ({ page, browser }) => {
    // ৳1,500, a courier at ৳60 inside the seller's city and ৳120 outside.
    const seller = await sellerWithListing(browser, `E2E Cash board ${uniqueWord()}`, 1500, { courierFeeInside: 60, courierFeeOutside: 120 });
    const buyer = await registerWithApi(page, 'buyer', `Cash Buyer ${uniqueWord()}`);

    await page.goto(`/products/${seller.listing.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const dialog = page.getByRole('dialog', { name: `Book ${seller.listing.name}` });
    const delivery = dialog.getByRole('group', { name: 'How you get it' });
    await expect(delivery.getByRole('radio', { name: /Meet-up/ })).toBeChecked();
    await expect(dialog.getByText('Total (price and delivery)')).toBeVisible();
    await expect(dialog.getByTestId('booking-total')).toHaveText('৳1,500');
    await delivery.getByRole('radio', { name: /Courier outside the seller's city/ }).check();
    await expect(dialog.getByTestId('booking-total')).toHaveText('৳1,620');
    await dialog.getByRole('group', { name: 'How you pay' }).getByRole('radio', { name: 'Cash on delivery or at the meet-up' }).check();
    await dialog.getByLabel('Phone').fill('01811-223344');
    await dialog.getByLabel('Delivery address').fill('House 4, Road 7, Zindabazar, Sylhet');
    await dialog.getByRole('button', { name: 'Book now' }).click();
    await expect(toast(page, 'Orders confirmed')).toBeVisible();

    // My Cart: the total with the courier's fee, nothing to pay now.
    await page.goto('/dashboard/myorders');
    const mine = rowOf(page, seller.listing.name);
    await expect(mine).toContainText('৳1,620');
    await expect(mine).toContainText("Courier outside the seller's city · ৳120");
    await expect(mine).toContainText('Waiting for the seller to confirm');
    await expect(mine.getByRole('link', { name: 'Pay', exact: true })).toHaveCount(0);

    // The seller confirms the cash order (the sale), then ships it with a tracking number.
    await seller.page.goto('/dashboard/mybuyers');
    const sale = rowOf(seller.page, buyer.email);
    await expect(sale).toContainText('+8801811223344'); // as the contract stores a mobile number
    await sale.getByRole('button', { name: 'Confirm order' }).click();
    await expect(toast(seller.page, `Order confirmed: ${seller.listing.name} is sold`)).toBeVisible();
    await expect(sale.getByRole('button', { name: 'Handed over' })).toHaveCount(0);
    await sale.getByRole('button', { name: 'Mark shipped' }).click();
    const ship = seller.page.getByRole('dialog', { name: `Ship ${seller.listing.name}` });
    await ship.getByLabel('Carrier').fill('Steadfast Courier');
    await ship.getByLabel('Tracking number (optional)').fill('SF-90210');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(toast(seller.page, `${buyer.name} is told ${seller.listing.name} is on its way`)).toBeVisible();
    await expect(sale).toContainText('Sent with Steadfast Courier, tracking number SF-90210');

    // The buyer's order page: the seller's phone, the delivery and the total; Confirm receipt.
    await page.reload();
    await rowOf(page, seller.listing.name).getByRole('link', { name: `Order details for ${seller.listing.name}` }).click();
    const contact = page.getByRole('region', { name: 'Seller', exact: true });
    await expect(contact.getByRole('link', { name: '+8801711000000' })).toHaveAttribute('href', 'tel:+8801711000000');
    const receipt = page.getByRole('region', { name: 'Receipt' });
    await expect(receipt).toContainText("Courier outside the seller's city · ৳120");
    await expect(receipt).toContainText('৳1,620');
    await expect(receipt).toContainText('Cash on delivery or at the meet-up');
    const progress = page.getByRole('list', { name: 'Order progress' });
    await expect(progress.getByRole('listitem').filter({ hasText: 'Confirmed by the seller' })).not.toContainText('Not yet');
    await expect(progress.getByRole('listitem').filter({ hasText: 'Shipped' })).toContainText('Sent with Steadfast Courier, tracking number SF-90210');
    await page.getByRole('button', { name: 'Confirm receipt' }).click();
    await page.getByRole('dialog', { name: `Did ${seller.listing.name} arrive?` }).getByRole('button', { name: 'Yes, it arrived' }).click();
    await expect(toast(page, `Thanks! The seller is told ${seller.listing.name} arrived`)).toBeVisible();
    await expect(progress.getByRole('listitem').filter({ hasText: 'Received' })).not.toContainText('Not yet');

    // The seller records the cash the courier brought back.
    await seller.page.reload();
    await expect(sale).toContainText('Received by the buyer');
    await sale.getByRole('button', { name: 'Cash received' }).click();
    await expect(toast(seller.page, 'Cash recorded')).toBeVisible();
    await expect(sale).toContainText(/Cash received \d{1,2} \w{3} \d{4}/);
    await seller.context.close();
  });

  test('a meet-up order is handed over, never shipped', async ({ page, browser }) => {
    const seller = await sellerWithListing(browser, `E2E Meetup board ${uniqueWord()}`, 900, { courier: false });
    const buyer = await registerWithApi(page, 'buyer', `Meetup Buyer ${uniqueWord()}`);
    await page.goto(`/products/${seller.listing.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const dialog = page.getByRole('dialog', { name: `Book ${seller.listing.name}` });
    await expect(dialog.getByRole('radio', { name: /Courier/ })).toHaveCount(0);
    await dialog.getByRole('radio', { name: 'Cash on delivery or at the meet-up' }).check();
    await dialog.getByLabel('Phone').fill('01811-223344');
    await dialog.getByLabel('Meeting location').fill('Mirpur 10 circle');
    await dialog.getByRole('button', { name: 'Book now' }).click();
    await expect(toast(page, 'Orders confirmed')).toBeVisible();

    await seller.page.goto('/dashboard/mybuyers');
    const sale = rowOf(seller.page, buyer.email);
    await sale.getByRole('button', { name: 'Confirm order' }).click();
    await expect(sale.getByRole('button', { name: 'Handed over' })).toBeVisible();
    await expect(sale.getByRole('button', { name: 'Mark shipped' })).toHaveCount(0);
    await sale.getByRole('button', { name: 'Handed over' }).click();
    await expect(toast(seller.page, 'Marked handed over')).toBeVisible();
    await expect(sale.getByRole('button', { name: 'Cash received' })).toBeVisible();
    await seller.context.close();
  });
});
