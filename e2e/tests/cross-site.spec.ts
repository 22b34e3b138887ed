import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { BASE_URL } from './support/e2e-env.ts';
import { bookWithApi, otherBuyer, sellerWithListing, uniqueWord } from './support/orders.ts';

/*
 * Another site's page, served by a second real server on 127.0.0.1 at another port: another
 * origin, yet the same site, so the browser sends Reboard's SameSite=Lax session cookie with its
 * form, and its own Origin. Nothing but the server's cross-site check stands in the way.
 */
let other: http.Server;
let otherOrigin: string;

test.beforeAll(async () => {
  other = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    // A plain form needs no script and no preflight: text/plain is what such pages send.
    res.end(`<!doctype html><html lang="en"><head><title>Free prizes</title></head><body>
      <h1>Free prizes</h1>
      <form method="post" action="${BASE_URL}/api/notifications/read-all" enctype="text/plain"><button>Claim your prize</button></form>
    </body></html>`);
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));

test("another site's form cannot mark a seller's notifications read; Reboard's own button can", async ({ browser }) => {
  const name = `E2E Cross-site board ${uniqueWord()}`;
  const seller = await sellerWithListing(browser, name);
  const buyer = await otherBuyer(browser, 'Cross Buyer');
  try {
    await bookWithApi(buyer.page, seller.listing.id);
    const page = seller.page;
    await page.goto('/');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

    // The signed-in seller visits the other site and presses its button.
    await page.goto(otherOrigin);
    const posted = page.waitForRequest(`${BASE_URL}/api/notifications/read-all`);
    await page.getByRole('button', { name: 'Claim your prize' }).click();
    const request = await posted;
    const headers = await request.allHeaders();
    // The browser did its part: the other site's Origin, and the seller's session cookie.
    expect(headers.origin).toBe(otherOrigin);
    expect(headers.cookie).toMatch(/session_token=/);
    expect((await request.response())?.status()).toBe(403);
    await expect(page.getByText('This request came from another site and was refused')).toBeVisible();

    // Nothing was marked read.
    await page.goto('/');
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

    // The same action from Reboard's own page works.
    await bell.click();
    await page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell).toHaveAccessibleName('Notifications');
    await page.reload();
    await expect(bell).toHaveAccessibleName('Notifications');
  } finally {
    await Promise.all([seller.context.close(), buyer.context.close()]);
  }
});
