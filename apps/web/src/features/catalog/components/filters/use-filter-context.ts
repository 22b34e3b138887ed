import type { ProductFacets, SpecFacet } from '@reboard/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '@/lib/catalog/get-categories.ts';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { useCategoryName } from '@/lib/i18n/use-labels.ts';
import type { FilterContext } from './filter-options.ts';

/** What the filter panel and chips name values with: categories, the counts, and the page's language. */
export function useFilterContext(facets: ProductFacets['facets'] | undefined, specs?: SpecFacet[]): FilterContext {
  const categories = useCategories().data?.items;
  const { t } = useTranslation();
  const { number, whole } = useFormat();
  const categoryName = useCategoryName();
  return useMemo(
    () => ({ categories: categories ?? [], facets, specs, t, number, whole, categoryName }),
    [categories, facets, specs, t, number, whole, categoryName],
  );
}
