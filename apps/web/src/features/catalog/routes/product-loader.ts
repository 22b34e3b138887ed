import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { productQueryOptions } from '../api/get-product.ts';

/** Prefetches the listing; a 404 is thrown to the route's errorElement. */
export function productLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(productQueryOptions(params.id ?? ''));
    return null;
  };
}
