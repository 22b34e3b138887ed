import type { QueryClient } from '@tanstack/react-query';
import { featuredProductsQueryOptions } from '@/features/catalog/index.ts';
import { categoriesQueryOptions } from '@/lib/catalog/get-categories.ts';

/** The home page's featured listings and category tiles, fetched before it renders. */
export function homeLoader(queryClient: QueryClient) {
  return async () => {
    await Promise.all([
      queryClient.ensureQueryData(featuredProductsQueryOptions),
      queryClient.ensureQueryData(categoriesQueryOptions),
    ]);
    return null;
  };
}
