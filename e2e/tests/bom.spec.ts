import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { registerWithApi, toast } from './support/accounts.ts';
import { money } from './support/api.ts';
import { BASE_URL } from './support/e2e-env.ts';
import { uniqueWord } from './support/orders.ts';

/*
 * BOM search: a buyer pastes a BOM and sees, for each line, who sells the part and for how much,
 * and the same grouped by seller. Two fresh sellers list parts with part numbers nobody else uses.
 */

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/** A fresh seller signed in on a page of its own. */
async function seller(browser: Browser) {
  const context = await browser.newContext({ baseURL: BASE_URL });
  contexts.push(context);
  const page = await context.newPage();
  return { page, account: await registerWithApi(page, 'seller', `E2E Seller ${uniqueWord()}`) };
}

/** One listing of `partNumber` at `price` whole taka, one unit, by the seller signed in on `page`. */
async function listPart(page: Page, partNumber: string, name: string, price: number) {
  const response = await page.request.post('/api/products', {
    headers: { Origin: BASE_URL },
    data: {
      name: `${name} ${partNumber}`,
      partNumber,
      yearPurchased: 2022,
      sellerPhone: '+8801711000000',
      location: 'Mirpur, Dhaka',
      resalePrice: price,
      usagePeriod: '1 year',
      condition: 'good',
      description: 'Listed by the BOM test.',
      meetUp: true,
    },
  });
  expect(response.status(), 'seller lists a part').toBe(201);
}

/** A part number no other listing has: letters from uniqueWord and digits. */
const part = (digits: string) => `${uniqueWord().toUpperCase()}${digits}`;

test('a buyer pastes a five-line BOM and sees matches with totals per seller', async ({ page, browser, request }) => {
  // Three accounts and five listings are made first.
  test.slow();
  const [a, b, c, d, none] = [part('1'), part('22'), part('333'), part('4'), part('99')];
  // Seller one has lines 1, 2 and 4; seller two has lines 3 and 4 (line 4 cheaper). Nobody has line 5.
  const one = await seller(browser);
  await listPart(one.page, a, a, 1200);
  await listPart(one.page, `${b.slice(0, 4)}-${b.slice(4)}`, 'Flash chip', 800);
  await listPart(one.page, d, 'Crystal', 900);
  const two = await seller(browser);
  await listPart(two.page, c, 'Timer', 500);
  await listPart(two.page, d, 'Crystal too', 700);

  const format = await money(request);
  await registerWithApi(page, 'buyer');
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'BOM search' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find parts for a BOM' })).toBeVisible();

  // The second line spells its part number differently from the listing (lower case, no dash).
  const bom = [`${a} 1`, `${b.toLowerCase()} 2`, `3x ${c}`, `${d}, 1`, `${none} 1`].join('\n');
  await page.getByLabel('Paste your BOM').fill(bom);
  await page.getByRole('button', { name: 'Find parts' }).click();

  const table = page.getByRole('table', { name: 'Each line of the BOM with its best listing' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(a) })).toContainText(format(120000));
  await expect(table.getByRole('row', { name: new RegExp(b, 'i') })).toContainText('Only 1 available');
  await expect(table.getByRole('row', { name: new RegExp(d) })).toContainText(two.account.name);
  await expect(table.getByRole('row', { name: new RegExp(none) })).toContainText('No match yet');
  await expect(page.getByText('4 of 5 lines found listings')).toBeVisible();

  const bySeller = page.getByRole('region', { name: 'By seller' });
  await expect(bySeller.getByText(`3 lines from ${one.account.name}: ${format(120000 + 80000 + 90000)} + delivery`)).toBeVisible();
  await expect(bySeller.getByText(`2 lines from ${two.account.name}: ${format(50000 + 70000)} + delivery`)).toBeVisible();
  await expect(page.getByText(`Total of the best choices: ${format(120000 + 80000 + 50000 + 70000)} + delivery`)).toBeVisible();

  // Saved as a wanted list, it is among the buyer's lists with its lines.
  await page.getByLabel('Name of the list').fill('Bench supply');
  await page.getByRole('button', { name: 'Save as wanted list' }).click();
  await expect(toast(page, 'Saved “Bench supply”')).toBeVisible();
  await page.getByRole('link', { name: 'See your wanted lists' }).click();
  await page.getByRole('button', { name: 'Show Bench supply' }).click();
  await expect(page.getByRole('row', { name: new RegExp(none) })).toContainText('No match yet');
});
