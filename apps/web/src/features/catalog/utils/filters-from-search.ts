import { ConditionSchema, MAX_QUERY_LENGTH, ProductSortSchema } from '@reboard/contracts';
import type { ProductFilters } from '../../../lib/query-keys.ts';

/**
 * Reads the products page's filters from its URL. Anything malformed (a hand-edited sort,
 * an unknown condition) is dropped rather than sent, so the API never answers 400 for it.
 */
export function filtersFromSearch(params: URLSearchParams): ProductFilters {
  const q = params.get('q')?.trim().slice(0, MAX_QUERY_LENGTH) || undefined;
  const category = params.get('category') || undefined;
  const condition = ConditionSchema.safeParse(params.get('condition'));
  const sort = ProductSortSchema.safeParse(params.get('sort'));
  return {
    q,
    category,
    condition: condition.success ? condition.data : undefined,
    sort: sort.success ? sort.data : 'newest',
  };
}
