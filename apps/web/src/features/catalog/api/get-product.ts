import type { ProductDetail } from '@reboard/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { productKeys } from '@/lib/query-keys.ts';

export function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  return apiFetch(`/api/products/${encodeURIComponent(id)}`, { schema: (s) => s.ProductDetailSchema, signal });
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

/** Used under the product route, whose loader has already fetched the listing. */
export function useProduct(id: string) {
  return useSuspenseQuery(productQueryOptions(id));
}
