import { expect, test } from '@playwright/test';
import { registerWithApi } from './support/accounts.ts';
import { mailedLink } from './support/mailbox.ts';
import { bookWithApi, otherBuyer, sellerWithListing, uniqueWord } from './support/orders.ts';

test.describe('notifications', () => {
  test("a buyer's booking rings the seller's bell without a reload; the seller opens it and reads it", async ({ page, browser }) => {
    const name = `E2E Bell board ${uniqueWord()}`;
    const seller = await sellerWithListing(browser, name);
    await registerWithApi(page, 'buyer', 'Bell Buyer');
    try {
      await seller.page.goto('/');
      const bell = seller.page.getByRole('button', { name: /^Notifications/ });
      await expect(bell).toHaveAccessibleName('Notifications');

      // The buyer books in a browser of their own.
      await page.goto(`/products/${seller.listing.id}`);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      const dialog = page.getByRole('dialog', { name: /^Book / });
      await dialog.getByLabel('Phone').fill('+880 1711 223344');
      await dialog.getByLabel('Meeting location').fill('Dhanmondi 27, Dhaka');
      await dialog.getByRole('button', { name: 'Book now' }).click();
      await expect(dialog).toHaveCount(0);

      // The seller's page was never reloaded: the count arrives by itself.
      await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
      await bell.click();
      const panel = seller.page.getByRole('region', { name: 'Notifications' });
      const row = panel.getByRole('link', { name: new RegExp(`Bell Buyer booked ${name}`) });
      await expect(row).toBeVisible();
      await expect(row).toContainText('Unread');

      await panel.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(bell).toHaveAccessibleName('Notifications');
      await seller.page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(bell).toBeFocused();

      // The full page lists it too, read now, and leads to the order.
      await seller.page.goto('/dashboard/notifications');
      await expect(seller.page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      const link = seller.page.getByRole('main').getByRole('link', { name: new RegExp(`Bell Buyer booked ${name}`) });
      await expect(link).not.toContainText('Unread');
      await link.click();
      await expect(seller.page).toHaveURL(/\/dashboard\/orders\//);
    } finally {
      await seller.context.close();
    }
  });

  test('a user turns a kind of mail off in the mail settings, and it stays off', async ({ page }) => {
    await registerWithApi(page, 'buyer', 'Settings Buyer');
    await page.goto('/dashboard/notifications');
    await page.getByRole('link', { name: 'Mail settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mail settings' })).toBeVisible();
    const shipped = page.getByRole('checkbox', { name: 'Your order was shipped' });
    const reviews = page.getByRole('checkbox', { name: 'A buyer reviewed you' });
    await expect(shipped).toBeChecked();
    await expect(reviews).not.toBeChecked();
    await shipped.uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Mail settings saved' })).toBeVisible();
    await page.reload();
    await expect(shipped).not.toBeChecked();
  });

  test("a mail's unsubscribe link asks first, then stops that kind of mail without signing in", async ({ page, browser }) => {
    const name = `E2E Unsubscribe board ${uniqueWord()}`;
    const seller = await sellerWithListing(browser, name);
    const buyer = await otherBuyer(browser, 'Mail Buyer');
    try {
      await bookWithApi(buyer.page, seller.listing.id);
      // The page's link, not the one-click address in the List-Unsubscribe header (/api/unsubscribe).
      const link = await mailedLink(seller.seller.email, `Mail Buyer booked ${name}`, '(?<!/api)/unsubscribe');
      await page.goto(link);
      await expect(page.getByText('Stop mails about “Someone booked your listing”?')).toBeVisible();
      await page.getByRole('button', { name: 'Stop these mails' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Done: no more mails about “Someone booked your listing”' })).toBeVisible();

      await seller.page.goto('/dashboard/notifications/settings');
      await expect(seller.page.getByRole('checkbox', { name: 'Someone booked your listing' })).not.toBeChecked();

      await page.goto(`${link}x`);
      await expect(page.getByRole('alert').filter({ hasText: 'This link does not work' })).toBeVisible();
    } finally {
      await Promise.all([seller.context.close(), buyer.context.close()]);
    }
  });

  test('the bell and its panel fit a 360 px phone', async ({ browser }) => {
    const seller = await sellerWithListing(browser, `E2E Phone bell ${uniqueWord()}`);
    try {
      await seller.page.setViewportSize({ width: 360, height: 740 });
      await seller.page.goto('/');
      await seller.page.getByRole('button', { name: /^Notifications/ }).click();
      const panel = seller.page.getByRole('region', { name: 'Notifications' });
      await expect(panel).toBeVisible();
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      await expect(panel.getByRole('link', { name: 'See all notifications' })).toBeVisible();
    } finally {
      await seller.context.close();
    }
  });
});
