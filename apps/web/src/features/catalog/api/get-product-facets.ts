import type { ProductFacets } from '@reboard/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, withQuery } from '@/lib/api-client.ts';
import { productKeys, type ProductFilters } from '@/lib/query-keys.ts';

/** How many listings each filter value would leave, for the filters in `filters`. */
export function getProductFacets(filters: ProductFilters, signal?: AbortSignal): Promise<ProductFacets> {
  return apiFetch(withQuery('/api/products/facets', filters), { schema: (s) => s.ProductFacetsSchema, signal });
}

export function productFacetsQueryOptions(filters: ProductFilters) {
  return queryOptions({
    queryKey: productKeys.facets(filters),
    queryFn: ({ signal }) => getProductFacets(filters, signal),
  });
}

/** Counts stay on screen while the next ones load, so the panel does not jump. */
export function useProductFacets(filters: ProductFilters) {
  return useQuery({ ...productFacetsQueryOptions(filters), placeholderData: keepPreviousData });
}
