import { PublicConfigSchema, type PaymentIntent, type PaymentResult } from '@reboard/contracts';
import { expect, test, type Page } from '@playwright/test';
import { registerWithApi, toast } from './support/accounts.ts';
import { bookWithApi, sellerWithListing, uniqueWord } from './support/orders.ts';

/*
 * Stripe cannot be reached from the test machine, so this drives the page's Stripe path against
 * a stand-in for Stripe.js and the two payment calls: it proves the page loads the script only
 * for Stripe, waits for it, confirms the card with the buyer's billing details and reports the
 * confirmed PaymentIntent's id to the server. (The server's own Stripe path has its own tests.)
 */

// The e2e server runs without Stripe, so its CSP does not list js.stripe.com.
test.use({ bypassCSP: true });

const FAKE_STRIPE_JS = `
window.Stripe = function (publishableKey) {
  window.__stripe = { publishableKey: publishableKey, confirmations: [] };
  var input;
  return {
    elements: function () {
      return {
        create: function () {
          var handlers = {};
          return {
            mount: function (target) {
              input = document.createElement('input');
              input.setAttribute('aria-label', 'Stripe card number');
              target.appendChild(input);
              setTimeout(function () { handlers.ready && handlers.ready(); }, 0);
            },
            destroy: function () { if (input) input.remove(); },
            on: function (event, handler) { handlers[event] = handler; },
          };
        },
      };
    },
    confirmCardPayment: function (clientSecret, data) {
      window.__stripe.confirmations.push({ clientSecret: clientSecret, billing: data.payment_method.billing_details });
      if (input.value.replace(/ /g, '') === '4000000000000002') {
        return Promise.resolve({ error: { type: 'card_error', message: 'Your card was declined.' } });
      }
      return Promise.resolve({ paymentIntent: { id: 'pi_e2e_stripe', status: 'succeeded' } });
    },
  };
};`;

type Confirmation = { clientSecret: string; billing: { name: string; email: string } };

async function fakeStripe(page: Page) {
  const payments: unknown[] = [];
  let scriptLoads = 0;
  let releaseScript = () => {};
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));

  await page.route('**/api/config', async (route) => {
    const config = PublicConfigSchema.parse(await (await route.fetch()).json());
    await route.fulfill({ json: { ...config, paymentProvider: 'stripe' } });
  });
  await page.route('**/payment-intent', async (route) => {
    const intent: PaymentIntent = {
      provider: 'stripe',
      clientSecret: 'pi_e2e_stripe_secret_123',
      publishableKey: 'pk_test_e2e',
      amount: 123400,
      currency: 'BDT',
    };
    await route.fulfill({ json: intent });
  });
  await page.route('**/payments', async (route) => {
    payments.push(route.request().postDataJSON());
    const orderId = route.request().url().split('/').at(-2)!;
    const result: PaymentResult = { orderId, transactionId: 'pi_e2e_stripe', amount: 123400, currency: 'BDT' };
    await route.fulfill({ status: 201, json: result });
  });
  await page.route('https://js.stripe.com/v3', async (route) => {
    scriptLoads++;
    await scriptHeld;
    await route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS });
  });
  return { payments, scriptLoads: () => scriptLoads, releaseScript };
}

test.describe('payment with Stripe', () => {
  test('loads Stripe.js, confirms the card with the buyer’s details and records the PaymentIntent', async ({
    page,
    browser,
  }) => {
    const seller = await sellerWithListing(browser, `E2E Stripe board ${uniqueWord()}`);
    const buyer = await registerWithApi(page, 'buyer', 'Stripe Buyer');
    const order = await bookWithApi(page, seller.listing.id);
    const stripe = await fakeStripe(page);

    await page.goto(`/dashboard/payment/${order.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay for your product' })).toBeVisible();
    // No test-card form with Stripe; Pay waits for Stripe.js.
    await expect(page.getByLabel('Card number', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeDisabled();
    stripe.releaseScript();

    const card = page.getByLabel('Stripe card number');
    await card.fill('4000 0000 0000 0002');
    const pay = page.getByRole('button', { name: 'Pay', exact: true });
    await expect(pay).toBeEnabled();
    await pay.click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    expect(stripe.payments).toEqual([]);

    await card.fill('4242 4242 4242 4242');
    await pay.click();
    await expect(toast(page, 'Payment successful')).toBeVisible();
    // Paid: on to the order's page (the payment itself is the stand-in's, checked below).
    await expect(page).toHaveURL(`/dashboard/orders/${order.id}`);

    expect(stripe.payments).toEqual([{ paymentIntentId: 'pi_e2e_stripe' }]);
    expect(stripe.scriptLoads()).toBe(1);
    const confirmations = await page.evaluate(
      () => (window as unknown as { __stripe: { publishableKey: string; confirmations: Confirmation[] } }).__stripe,
    );
    expect(confirmations.publishableKey).toBe('pk_test_e2e');
    expect(confirmations.confirmations.at(-1)).toEqual({
      clientSecret: 'pi_e2e_stripe_secret_123',
      billing: { name: buyer.name, email: buyer.email },
    });
    await seller.context.close();
  });

  test('says so when Stripe.js cannot be loaded', async ({ page, browser }) => {
    const seller = await sellerWithListing(browser, `E2E Offline board ${uniqueWord()}`);
    await registerWithApi(page, 'buyer', 'Offline Buyer');
    const order = await bookWithApi(page, seller.listing.id);
    await fakeStripe(page);
    await page.route('https://js.stripe.com/v3', (route) => route.abort());

    await page.goto(`/dashboard/payment/${order.id}`);
    await expect(page.getByRole('alert')).toContainText('The secure card form could not be loaded.');
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeDisabled();
    await seller.context.close();
  });
});
