import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs } from 'react-router';
import { productQueryOptions } from '../api/get-product.ts';
import { similarProductsQueryOptions } from '../api/get-similar-products.ts';

/** HTTP's "gone": the listing existed and was sold. Search engines drop it from their index. */
export const GONE = 410;

/**
 * Prefetches the listing; a 404 is thrown to the route's errorElement. A sold listing also
 * prefetches a few others from its category, and answers 410 when rendered on the server.
 */
export function productLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const product = await queryClient.ensureQueryData(productQueryOptions(params.id ?? ''));
    if (product.status === 'active') return null;
    // Similar listings are a nicety: the page still renders without them.
    await queryClient.ensureQueryData(similarProductsQueryOptions(product.categoryId)).catch(() => null);
    return data(null, { status: GONE });
  };
}
