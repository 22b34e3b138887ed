import type { ProductFacets, SpecFacet } from '@reboard/contracts';
import { useMemo } from 'react';
import { useCategories } from '../../../../lib/catalog/get-categories.ts';
import { useConfig } from '../../../../lib/config/get-config.ts';
import type { FilterContext } from './filter-options.ts';

/** What the filter panel and chips name values with: categories, currency and the counts. */
export function useFilterContext(facets: ProductFacets['facets'] | undefined, specs?: SpecFacet[]): FilterContext {
  const categories = useCategories().data?.items;
  const { currency } = useConfig();
  return useMemo(() => ({ categories: categories ?? [], currency, facets, specs }), [categories, currency, facets, specs]);
}
