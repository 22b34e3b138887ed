import { expect, test, type Page } from '@playwright/test';
import { DEMO_BUYER, E2E_ADMIN, signInWithApi } from './support/accounts.ts';
import { categories, productPage } from './support/api.ts';
import { bookWithApi, otherBuyer, payWithApi, sellerWithListing, uniqueWord } from './support/orders.ts';
import { DASHBOARD_PATHS, expectAccessible, expectNoSidewaysScroll, openPage, publicPaths } from './support/page-checks.ts';

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: '360 px', viewport: { width: 360, height: 740 } },
] as const;

/** axe on every page, and at 360 px no page wider than the phone. */
async function checkPages(page: Page, paths: readonly string[], phone: boolean) {
  for (const path of paths) {
    await openPage(page, path);
    await expectAccessible(page, path);
    if (phone) await expectNoSidewaysScroll(page, path);
  }
}

for (const { name, viewport } of WIDTHS) {
  const phone = viewport.width < 640;

  test.describe(`every page is usable with a screen reader and a keyboard, ${name}`, () => {
    test.use({ viewport });
    // Eleven pages, each scanned in full: far more than the default budget on two shared cores.
    test.describe.configure({ timeout: 120_000 });

    test('public pages, as a guest', async ({ page, request }) => {
      const [product] = (await productPage(request, 'limit=1')).items;
      const [category] = await categories(request);
      await checkPages(page, publicPaths({ product: product!.id, category: category!.id, seller: product!.seller.id }), phone);
    });

    test('a buyer’s and a seller’s dashboard pages, with a booking in them', async ({ page, browser }) => {
      // A fresh seller with a listing that a fresh buyer booked, so My Buyers and My Cart show rows.
      const seller = await sellerWithListing(browser, `E2E Axe board ${uniqueWord()}`);
      const buyer = await otherBuyer(browser, `Axe Buyer ${uniqueWord()}`);
      const order = await bookWithApi(buyer.page, seller.listing.id);
      const orderPage = `/dashboard/orders/${order.id}`;

      for (const [context, paths] of [
        [buyer.context, [...DASHBOARD_PATHS.buyer, orderPage]],
        [seller.context, [...DASHBOARD_PATHS.seller, orderPage]],
      ] as const) {
        // This page (at the size under test) takes over the account's session.
        await page.context().clearCookies();
        await page.context().addCookies(await context.cookies());
        await checkPages(page, paths, phone);
      }
      await Promise.all([seller.context.close(), buyer.context.close()]);
    });

    test('an admin’s dashboard pages', async ({ page }) => {
      await signInWithApi(page, E2E_ADMIN);
      await checkPages(page, DASHBOARD_PATHS.admin, phone);
    });
  });
}

test.describe('menus and dialogs, open', () => {
  // Two or three full axe scans of a page of cards each: about 20 s alone on two cores, more
  // beside another worker (the sweep above has the same reason for its budget).
  test.describe.configure({ timeout: 90_000 });

  test('on a phone: the menu and the filters drawer', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openPage(page, '/products');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await expectAccessible(page, 'the menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'the filters drawer');
  });

  test('signed in: the account menu, the booking modal and the report dialog', async ({ page }) => {
    await signInWithApi(page, DEMO_BUYER);
    await openPage(page, '/products');
    await page.getByRole('button', { name: /Account menu$/ }).click();
    await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
    await expectAccessible(page, 'the account menu');
    await page.keyboard.press('Escape');
    for (const button of ['Add to Cart', 'Report product']) {
      await page.getByRole('button', { name: button }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, `the dialog from ${button}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
});

test('the seller’s dialogs on an order page: Mark shipped and Cancel order', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const seller = await sellerWithListing(browser, `E2E Axe sale ${uniqueWord()}`);
  const buyer = await otherBuyer(browser, `Axe Payer ${uniqueWord()}`);
  const order = await bookWithApi(buyer.page, seller.listing.id);
  await payWithApi(buyer.page, order.id);
  await page.context().addCookies(await seller.context.cookies());
  await openPage(page, `/dashboard/orders/${order.id}`);
  for (const button of ['Mark shipped', 'Cancel order']) {
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, `the dialog from ${button}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await Promise.all([seller.context.close(), buyer.context.close()]);
});

test('the checks can fail: a page with a nameless button and no search box is caught', async ({ page }) => {
  await openPage(page, '/about');
  // Once the page has hydrated (its session asked, the network quiet): hydrating would put back what is taken out.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    document.querySelector('[role="search"]')?.remove();
    const button = document.createElement('button');
    button.style.width = '2000px';
    document.querySelector('main')?.append(button);
  });
  await expect(expectAccessible(page, '/about')).rejects.toThrow(/button-name|search landmarks/);
  await expect(expectNoSidewaysScroll(page, '/about')).rejects.toThrow(/horizontal overflow/);
});

test('keyboard focus is always visible', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();
  // The skip link, the header, the filters and the first cards: every stop shows a ring.
  for (let stop = 0; stop < 25; stop++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      return {
        what: `${element.tagName} ${element.textContent?.trim().slice(0, 30) ?? ''}`,
        ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      };
    });
    expect(focused.ring, `focus ring on ${focused.what}`).toBe(true);
  }
});
