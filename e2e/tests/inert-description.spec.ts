import { expect, test } from '@playwright/test';
import { registerWithApi } from './support/accounts.ts';
import { BASE_URL } from './support/e2e-env.ts';
import { uniqueWord } from './support/orders.ts';

test('a description containing HTML and <script> shows as text and runs nothing', async ({ browser, page }) => {
  const sellerContext = await browser.newContext({ baseURL: BASE_URL });
  const sellerPage = await sellerContext.newPage();
  await registerWithApi(sellerPage, 'seller', 'Script Kiddie');
  const description = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"> works fine';
  const name = `Inert board ${uniqueWord()}`;
  const res = await sellerPage.request.post('/api/products', {
    headers: { Origin: BASE_URL },
    data: {
      name,
      yearPurchased: 2021,
      sellerPhone: '+8801711000000',
      location: 'Dhaka',
      resalePrice: 300,
      usagePeriod: '1 year',
      description,
    },
  });
  expect(res.status()).toBe(201);
  const { id } = await res.json();
  await sellerContext.close();

  await page.goto(`/products/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('main img[src="x"]').count()).toBe(0);
});
