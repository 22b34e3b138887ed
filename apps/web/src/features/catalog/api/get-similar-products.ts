import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryKeys } from '@/lib/query-keys.ts';
import { getCategoryProducts } from './get-category-products.ts';

/** How many listings a sold listing's page offers in its place. */
export const SIMILAR_COUNT = 4;

/** The newest unsold listings of a category, offered on a sold listing's page. */
export function similarProductsQueryOptions(categoryId: string) {
  return queryOptions({
    queryKey: [...categoryKeys.products(categoryId), 'similar'] as const,
    queryFn: async ({ signal }) => (await getCategoryProducts(categoryId, {}, null, signal)).items.slice(0, SIMILAR_COUNT),
  });
}

export function useSimilarProducts(categoryId: string) {
  return useQuery(similarProductsQueryOptions(categoryId));
}
