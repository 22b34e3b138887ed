import type { FeaturedProducts } from '@reboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { productKeys } from '@/lib/query-keys.ts';

export function getFeaturedProducts(signal?: AbortSignal): Promise<FeaturedProducts> {
  return apiFetch('/api/products/featured', { schema: (s) => s.FeaturedProductsSchema, signal });
}

export const featuredProductsQueryOptions = queryOptions({
  queryKey: productKeys.featured(),
  queryFn: ({ signal }) => getFeaturedProducts(signal),
});

export function useFeaturedProducts() {
  return useQuery(featuredProductsQueryOptions);
}
