import { CATEGORY_IDS, ProductFacetsSchema, ProductPageSchema, type Condition } from '@reboard/contracts';
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { registerWithApi } from './accounts.ts';
import { BASE_URL } from './e2e-env.ts';
import { uniqueWord } from './orders.ts';

/*
 * Filter tests need listings that nothing else matches: one fresh seller lists a few in Main
 * boards, each named with the same unique word, so searching for the word narrows every count
 * to them whatever parallel tests and the demo data do.
 */

export type FilterListing = { suffix: string; condition: Condition; price: number };

export const FILTER_LISTINGS: readonly FilterListing[] = [
  { suffix: 'alpha', condition: 'good', price: 300 },
  { suffix: 'beta', condition: 'excellent', price: 700 },
  { suffix: 'gamma', condition: 'good', price: 1500 },
  { suffix: 'delta', condition: 'fair', price: 2500 },
];

export const FILTER_CATEGORY = { id: CATEGORY_IDS.mainBoards, name: 'Main boards' };

/** Lists FILTER_LISTINGS for a fresh seller and returns the word they share. */
export async function listingsToFilter(browser: Browser): Promise<string> {
  const word = uniqueWord();
  const context = await browser.newContext({ baseURL: BASE_URL });
  try {
    const page = await context.newPage();
    await registerWithApi(page, 'seller', `E2E Filter Seller ${word}`);
    for (const { suffix, condition, price } of FILTER_LISTINGS) {
      const response = await page.request.post('/api/products', {
        headers: { Origin: BASE_URL },
        data: {
          name: `${word} board ${suffix}`,
          yearPurchased: 2021,
          sellerPhone: '+8801711000000',
          location: 'Mirpur, Dhaka',
          resalePrice: price,
          usagePeriod: '1 year',
          condition,
          categoryId: FILTER_CATEGORY.id,
          description: 'Listed by a filter test.',
        },
      });
      expect(response.status(), `list ${suffix}`).toBe(201);
    }
  } finally {
    await context.close();
  }
  return word;
}

/** The API's total for a query string on /api/products or a category's products. */
export async function apiTotal(request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return ProductPageSchema.parse(await response.json()).total;
}

/** The API's count for one value of a facet, under the filters in `query`. */
export async function apiFacetCount(
  request: APIRequestContext,
  query: string,
  facet: 'condition' | 'price',
  value: string,
): Promise<number> {
  const response = await request.get(`/api/products/facets?${query}`);
  expect(response.status(), `GET facets ${query}`).toBe(200);
  const facets = ProductFacetsSchema.parse(await response.json()).facets;
  return facets[facet].find((entry) => entry.value === value)?.count ?? 0;
}
