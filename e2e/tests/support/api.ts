import {
  CategoryListSchema,
  CategoryProductsSchema,
  FeaturedProductsSchema,
  formatMoney,
  ProductPageSchema,
  PublicConfigSchema,
  type Product,
} from '@reboard/contracts';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Reads the seeded demo data through the public API, so tests never hard-code listing names
 * and keep working when the seed changes.
 */
async function getJson(request: APIRequestContext, path: string): Promise<unknown> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return response.json();
}

export async function currency(request: APIRequestContext): Promise<string> {
  return PublicConfigSchema.parse(await getJson(request, '/api/config')).currency;
}

export async function money(request: APIRequestContext): Promise<(minor: number) => string> {
  const code = await currency(request);
  return (minor) => formatMoney(minor, code);
}

export async function categories(request: APIRequestContext) {
  return CategoryListSchema.parse(await getJson(request, '/api/categories')).items;
}

export async function categoryProducts(request: APIRequestContext, id: string, limit = 24) {
  return CategoryProductsSchema.parse(await getJson(request, `/api/categories/${id}/products?limit=${limit}`));
}

export async function featured(request: APIRequestContext): Promise<Product[]> {
  return FeaturedProductsSchema.parse(await getJson(request, '/api/products/featured')).items;
}

export async function productPage(request: APIRequestContext, query = '') {
  return ProductPageSchema.parse(await getJson(request, `/api/products${query ? `?${query}` : ''}`));
}

/** Every active listing, following the cursor through all pages. */
export async function allProducts(request: APIRequestContext): Promise<Product[]> {
  const items: Product[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ limit: '60' });
    if (cursor) params.set('cursor', cursor);
    const page = await productPage(request, params.toString());
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** The first listing that satisfies `predicate`, failing the test with `why` if there is none. */
export function pick(products: Product[], why: string, predicate: (product: Product) => boolean): Product {
  const found = products.find(predicate);
  expect(found, `demo data should include ${why}`).toBeTruthy();
  return found as Product;
}

/** A listing from the seeded demo data, which tests never book or remove, unlike the newest listing,
 * which a test running alongside may have just sold or withdrawn. */
export const hasDemoPicture = (product: Product) => product.picture?.startsWith('/demo/') ?? false;

export async function demoListing(request: APIRequestContext): Promise<Product> {
  return pick(await allProducts(request), 'a listing with a demo picture', hasDemoPicture);
}
