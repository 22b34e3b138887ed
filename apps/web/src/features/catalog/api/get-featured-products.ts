import { FeaturedProductsSchema, type FeaturedProducts } from '@reboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function getFeaturedProducts(signal?: AbortSignal): Promise<FeaturedProducts> {
  return apiFetch('/api/products/featured', { schema: FeaturedProductsSchema, signal });
}

export const featuredProductsQueryOptions = queryOptions({
  queryKey: ['products', 'featured'],
  queryFn: ({ signal }) => getFeaturedProducts(signal),
});

export function useFeaturedProducts() {
  return useQuery(featuredProductsQueryOptions);
}
