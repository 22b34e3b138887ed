import { expect, test, type Page } from '@playwright/test';
import { registerWithApi, toast } from './support/accounts.ts';
import { money, productPage } from './support/api.ts';
import { bookWithApi, fillCard, otherBuyer, sellerListing, sellerWithListing, uniqueWord } from './support/orders.ts';
import { productCard } from './support/product-card.ts';

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const payButton = (page: Page) => page.getByRole('button', { name: 'Pay', exact: true });

test.describe('payment', () => {
  test('a buyer books, pays with the test card, and the listing is sold', async ({ page, browser, request }) => {
    const word = uniqueWord();
    const seller = await sellerWithListing(browser, `E2E Paid board ${word}`, 3200);
    const { listing } = seller;
    const buyer = await registerWithApi(page, 'buyer', `Paying Buyer ${word}`);
    const format = await money(request);
    const stripeRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('stripe.com')) stripeRequests.push(r.url());
    });

    // The storefront counts it while it is for sale.
    await page.goto(`/products?q=${word}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Products available : 1' })).toBeVisible();
    await productCard(page, listing.name).getByRole('button', { name: 'Add to Cart' }).click();
    const dialog = page.getByRole('dialog', { name: /^Book / });
    await dialog.getByLabel('Phone').fill('01711-223344');
    await dialog.getByLabel('Meeting location').fill('Gulshan 2 circle');
    await dialog.getByRole('button', { name: 'Book now' }).click();
    await expect(toast(page, 'Orders confirmed')).toBeVisible();

    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Cart' }).click();
    await rowOf(page, listing.name).getByRole('link', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
    const orderUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay for your product' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText(listing.name, { exact: true })).toBeVisible();
    await expect(summary).toContainText(format(listing.resalePrice));
    await expect(page.getByText('4242 4242 4242 4242', { exact: true })).toBeVisible();
    await expect(page.getByText('4000 0000 0000 0002', { exact: true })).toBeVisible();

    await fillCard(page, '4242 4242 4242 4242');
    await expect(payButton(page)).toBeEnabled();
    await payButton(page).click();
    await expect(toast(page, 'Payment successful')).toBeVisible();
    // Paid: on to the order's page, with its receipt and the payment's reference.
    await expect(page).toHaveURL(orderUrl.replace('/dashboard/payment/', '/dashboard/orders/'));
    await expect(page.getByRole('region', { name: 'Receipt' })).toContainText(/txn_[0-9a-f]{24}/);
    await expect(page.getByLabel('Card number')).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to My Cart' }).click();
    const row = rowOf(page, listing.name);
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: 'Pay' })).toHaveCount(0);

    // Opened again, the page says the order is paid and offers no card form.
    await page.goto(orderUrl);
    await expect(page.getByText('This order is paid')).toBeVisible();
    await expect(page.getByText(/^Transaction id: txn_/)).toBeVisible();
    await expect(payButton(page)).toHaveCount(0);

    // The storefront no longer offers it, and its count dropped by one.
    await page.goto(`/products?q=${word}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Products available : 0' })).toBeVisible();
    await expect(productCard(page, listing.name)).toHaveCount(0);
    expect((await productPage(request, `q=${word}`)).total).toBe(0);

    // The seller's listing is Sold (what My Products shows) and the buyer is in My Buyers.
    expect((await sellerListing(seller.page, listing.id))?.status).toBe('sold');
    await seller.page.goto('/dashboard/mybuyers');
    const buyerRow = rowOf(seller.page, listing.name);
    await expect(buyerRow.getByRole('cell')).toHaveText([
      buyer.name,
      buyer.email,
      '+8801711223344', // as the contract stores a mobile number
      'Gulshan 2 circle',
      new RegExp(`^${listing.name}Meet-up · ৳0 · CardOrder details$`),
      format(listing.resalePrice),
      /^Paid/,
    ]);
    // Next for the seller: handing it over at the meet-up the buyer chose (a meet-up is never shipped).
    await expect(buyerRow.getByRole('button', { name: 'Handed over' })).toBeVisible();
    await expect(buyerRow.getByRole('button', { name: 'Mark shipped' })).toHaveCount(0);

    // The built-in test provider never loads Stripe.
    expect(stripeRequests).toEqual([]);
    await seller.context.close();
  });

  test('a declined card shows the decline in red and leaves the order unpaid', async ({ page, browser }) => {
    const seller = await sellerWithListing(browser, `E2E Declined board ${uniqueWord()}`);
    await registerWithApi(page, 'buyer', 'Declined Buyer');
    const order = await bookWithApi(page, seller.listing.id);

    await page.goto(`/dashboard/payment/${order.id}`);
    await fillCard(page, '4000 0000 0000 0002');
    await payButton(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await expect(alert).toBeVisible();
    // "In red": the theme's error colour.
    const red = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--color-error)';
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    await expect(alert).toHaveCSS('color', red);
    await expect(payButton(page)).toBeEnabled();

    // Any other number is refused as not a test card.
    await fillCard(page, '5555 4444 3333 1111');
    await payButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('This is not a test card. Use 4242 4242 4242 4242.');
    await expect(page.getByText('Payment completed!')).toHaveCount(0);

    await page.goto('/dashboard/myorders');
    await expect(rowOf(page, seller.listing.name).getByRole('link', { name: 'Pay', exact: true })).toBeVisible();
    expect((await sellerListing(seller.page, seller.listing.id))?.status).toBe('active');
    await seller.context.close();
  });

  test('an expiry in the past and a short CVC are named under their fields, and nothing is sent until fixed', async ({ page, browser }) => {
    const seller = await sellerWithListing(browser, `E2E Expired card board ${uniqueWord()}`);
    await registerWithApi(page, 'buyer', 'Expired Card Buyer');
    const order = await bookWithApi(page, seller.listing.id);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(`/api/orders/${order.id}/payments`)) sent.push(r.url());
    });

    await page.goto(`/dashboard/payment/${order.id}`);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill(`01 / ${String(new Date().getFullYear() - 2001).padStart(2, '0')}`);
    await page.getByLabel('CVC').fill('12');
    await payButton(page).click();
    await expect(page.getByLabel('Expiry')).toHaveAccessibleDescription("Your card's expiration date is in the past.");
    await expect(page.getByLabel('CVC')).toHaveAccessibleDescription("Your card's security code is incomplete.");
    await expect(page.getByLabel('Expiry')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await page.getByLabel('Expiry').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await expect(page.getByText("Your card's security code is incomplete.")).toHaveCount(0);
    await payButton(page).click();
    await expect(page).toHaveURL(`/dashboard/orders/${order.id}`); // paid: the order's page
    expect(sent).toHaveLength(1);
    await seller.context.close();
  });

  test('Pay waits for the payment secret and stays disabled while paying', async ({ page, browser }) => {
    const seller = await sellerWithListing(browser, `E2E Patient board ${uniqueWord()}`);
    await registerWithApi(page, 'buyer', 'Patient Buyer');
    const order = await bookWithApi(page, seller.listing.id);

    let releaseIntent = () => {};
    const intentHeld = new Promise<void>((resolve) => (releaseIntent = resolve));
    await page.route('**/payment-intent', async (route) => {
      await intentHeld;
      await route.continue();
    });
    let releasePayment = () => {};
    const paymentHeld = new Promise<void>((resolve) => (releasePayment = resolve));
    await page.route('**/payments', async (route) => {
      await paymentHeld;
      await route.continue();
    });

    await page.goto(`/dashboard/payment/${order.id}`);
    await fillCard(page, '4242 4242 4242 4242');
    await expect(payButton(page)).toBeDisabled();
    releaseIntent();
    await expect(payButton(page)).toBeEnabled();

    await payButton(page).click();
    await expect(payButton(page)).toBeDisabled();
    releasePayment();
    await expect(page).toHaveURL(`/dashboard/orders/${order.id}`); // paid: the order's page
    await seller.context.close();
  });

  test("an unknown order, or another buyer's, shows the not-found page", async ({ page, browser }) => {
    const seller = await sellerWithListing(browser, `E2E Private board ${uniqueWord()}`);
    const owner = await otherBuyer(browser, 'Owner Buyer');
    const order = await bookWithApi(owner.page, seller.listing.id);
    await registerWithApi(page, 'buyer', 'Curious Buyer');

    for (const id of [order.id, '00000000-0000-4000-8000-000000000000']) {
      await page.goto(`/dashboard/payment/${id}`);
      await expect(page.getByRole('heading', { name: "Sorry, we couldn't find this page." })).toBeVisible();
      await expect(page.getByLabel('Card number')).toHaveCount(0);
    }
    await Promise.all([seller.context.close(), owner.context.close()]);
  });
});
