import {
  OrderSchema,
  PaymentResultSchema,
  PaymentIntentSchema,
  SellerListingSchema,
  SellerListingsSchema,
  type Order,
  type SellerListing,
} from '@reboard/contracts';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { registerWithApi } from './accounts.ts';
import { BASE_URL } from './e2e-env.ts';

/*
 * Orders need a listing nobody else touches: a fresh seller lists one through the API in a
 * browser context of its own, so the test's page can be the buyer.
 */

const send = (page: Page, path: string, data?: unknown) =>
  page.request.post(path, { data, headers: { Origin: BASE_URL } });

/** A word no other listing contains, so searching for it finds exactly one listing. */
export function uniqueWord(): string {
  const letters = () => Math.random().toString(36).replace(/[^a-z]/g, '');
  return `zq${letters().slice(0, 6)}${letters().slice(0, 6)}`;
}

export type SellerSession = {
  context: BrowserContext;
  page: Page;
  seller: { name: string; email: string };
  listing: SellerListing;
};

/** How the listing is handed over: by default a meet-up and a free courier (so orders can be shipped). */
export type ListingDelivery = { meetUp?: boolean; courier?: boolean; courierFeeInside?: number; courierFeeOutside?: number; quantity?: number };

/** A fresh seller, signed in on a page of its own, with one new listing at `price` (whole taka). */
export async function sellerWithListing(browser: Browser, name: string, price = 1234, delivery: ListingDelivery = {}): Promise<SellerSession> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  const seller = await registerWithApi(page, 'seller', `E2E Seller ${uniqueWord()}`);
  return { context, page, seller, listing: await listWithApi(page, name, price, delivery) };
}

/** One more listing of the seller signed in on `page`, at `price` (whole taka). */
export async function listWithApi(page: Page, name: string, price = 1234, delivery: ListingDelivery = {}): Promise<SellerListing> {
  const response = await send(page, '/api/products', {
    name,
    yearPurchased: 2022,
    sellerPhone: '+8801711000000',
    location: 'Mirpur, Dhaka',
    resalePrice: price,
    originalPrice: price + 500,
    usagePeriod: '1 year',
    condition: 'good',
    description: 'Listed by an order test.',
    meetUp: true,
    courier: true,
    courierFeeInside: 0,
    courierFeeOutside: 0,
    ...delivery,
  });
  expect(response.status(), 'seller lists a product').toBe(201);
  return SellerListingSchema.parse(await response.json());
}

/** The seller's own view of its listings (what My Products shows). */
export async function sellerListing(page: Page, id: string): Promise<SellerListing | undefined> {
  const response = await page.request.get('/api/seller/products');
  expect(response.status()).toBe(200);
  return SellerListingsSchema.parse(await response.json()).items.find((item) => item.id === id);
}

/** Books by courier inside the seller's city (free on the default listing) and by card, unless told otherwise. */
export async function bookWithApi(page: Page, productId: string, choice: { delivery?: string; paymentMethod?: string } = {}): Promise<Order> {
  const response = await send(page, '/api/orders', { productId, phone: '+8801811000000', location: 'Dhanmondi 27', delivery: 'courier_inside', ...choice });
  expect(response.status(), 'book a listing').toBe(201);
  return OrderSchema.parse(await response.json());
}

/** A test card as the form sends it: a number and an expiry years ahead with a CVC. */
export const testCard = (number = '4242424242424242') => ({ number, expMonth: 12, expYear: 2034, cvc: '123' });

/** Pays for an order with a test card through the API, as another buyer racing this one would. */
export async function payWithApi(page: Page, orderId: string, number = '4242424242424242') {
  const intent = PaymentIntentSchema.parse(await (await send(page, `/api/orders/${orderId}/payment-intent`)).json());
  const response = await send(page, `/api/orders/${orderId}/payments`, {
    clientSecret: intent.clientSecret,
    card: testCard(number),
  });
  expect(response.status(), 'pay with a test card').toBe(201);
  return PaymentResultSchema.parse(await response.json());
}

/** Another fresh buyer on a page of its own (a rival for the same listing). */
export async function otherBuyer(browser: Browser, name: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  await registerWithApi(page, 'buyer', name);
  return { context, page };
}

export async function deleteListing(page: Page, id: string): Promise<void> {
  const response = await page.request.delete(`/api/products/${id}`, { headers: { Origin: BASE_URL } });
  expect(response.ok(), 'seller deletes the listing').toBe(true);
}

/** Pays, ships and confirms a booked order through the API: a purchase that reached its buyer. */
export async function receivedWithApi(buyer: Page, seller: Page, orderId: string): Promise<void> {
  await payWithApi(buyer, orderId);
  const shipped = await send(seller, `/api/seller/orders/${orderId}/shipped`, { carrier: 'Sundarban Courier' });
  expect(shipped.status(), 'the seller ships it').toBe(200);
  const received = await send(buyer, `/api/orders/${orderId}/received`);
  expect(received.status(), 'the buyer confirms it arrived').toBe(200);
}

/** Fills the offline test card form on the payment page (a date in the future, any CVC). */
export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}
