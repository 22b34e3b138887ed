import { expect, test } from '@playwright/test';
import { registerWithApi } from './support/accounts.ts';
import { bookWithApi, payWithApi, sellerWithListing, uniqueWord } from './support/orders.ts';

/*
 * The receipt as it comes out of the printer: Reboard's name and the order number on it, and
 * nothing of the screen's furniture (the header, the menu, the verification banner, buttons).
 */

test("the printed receipt names Reboard and the order, without the banner or a button", async ({ page, browser }) => {
  const seller = await sellerWithListing(browser, `E2E Receipt board ${uniqueWord()}`, 2750);
  // Just registered: the address is not verified, so the banner shows on every dashboard page.
  await registerWithApi(page, 'buyer', 'Printing Buyer');
  const order = await bookWithApi(page, seller.listing.id);
  await payWithApi(page, order.id);

  await page.goto(`/dashboard/orders/${order.id}`);
  const receipt = page.getByRole('region', { name: 'Receipt' });
  const banner = page.getByRole('region', { name: 'Email verification' });
  await expect(receipt).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  // On screen the site's header names Reboard; the printed page's own header waits for paper.
  const printedName = page.getByText('Marketplace for second-hand electronics');
  await expect(printedName).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  await expect(printedName).toBeVisible();
  // Reboard's name once, at the top of the page, above the receipt.
  const name = page.getByText('Reboard', { exact: true }).filter({ visible: true });
  await expect(name).toHaveCount(1);
  expect((await name.boundingBox())!.y).toBeLessThan((await receipt.boundingBox())!.y);
  await expect(receipt.getByText(order.id, { exact: true })).toBeVisible();
  await expect(receipt.getByText(seller.listing.name)).toBeVisible();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  // Not one button or form control is left on the page.
  await expect(page.getByRole('button').filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'How buyer protection works' })).toBeHidden();
  await seller.context.close();
});
