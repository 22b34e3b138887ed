import type { QueryClient } from '@tanstack/react-query';
import { categoryProductsQueryOptions } from '../../catalog/api/get-category-products.ts';
import { featuredProductsQueryOptions } from '../../catalog/api/get-featured-products.ts';
import { productQueryOptions } from '../../catalog/api/get-product.ts';
import { productsQueryOptions } from '../../catalog/api/get-products.ts';
import { sellerListingsKey } from './get-seller-listings.ts';

type Changed = { id: string; categoryIds: readonly string[] };

/**
 * After a seller creates, edits, boosts or deletes a listing: their own list, and every
 * storefront view the listing may appear in (search lists, featured, its category, its page).
 */
export function invalidateListings(queryClient: QueryClient, { id, categoryIds }: Changed): Promise<unknown> {
  // The first two parts of a products list key ('products', 'list') match every filter combination.
  const allLists = productsQueryOptions({}).queryKey.slice(0, 2);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: sellerListingsKey }),
    queryClient.invalidateQueries({ queryKey: allLists }),
    queryClient.invalidateQueries({ queryKey: featuredProductsQueryOptions.queryKey }),
    queryClient.invalidateQueries({ queryKey: productQueryOptions(id).queryKey }),
    ...[...new Set(categoryIds)].map((categoryId) =>
      queryClient.invalidateQueries({ queryKey: categoryProductsQueryOptions(categoryId).queryKey }),
    ),
  ]);
}
