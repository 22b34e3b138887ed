import type { Category, FacetName, ProductFacets, SpecFacet } from '@reboard/contracts';
import {
  CONDITION_KEYS,
  CONDITIONS,
  isCondition,
  isWorkingStatus,
  PRICE_BANDS,
  priceBandValue,
  WORKING_STATUS_KEYS,
  WORKING_STATUSES,
} from '@reboard/contracts/plain';
import type { TFunction } from 'i18next';
import type { ProductFilters } from '@/lib/query-keys.ts';
import { formatCount } from '../../utils/format-count.ts';

/** What the panel needs to name values: the categories, the counts, and the page's words and numbers. */
export type FilterContext = {
  categories: readonly Category[];
  facets: ProductFacets['facets'] | undefined;
  /** The specification facets of the matches (the chosen category's keys). */
  specs?: SpecFacet[] | undefined;
  t: TFunction;
  /** useFormat's number and whole (an amount in the deployment's currency). */
  number: (value: number) => string;
  whole: (value: string | number) => string;
  /** useCategoryName's: the default categories in the page's language. */
  categoryName: (category: { id: string; name: string }) => string;
};

export type FilterOption = { value: string; label: string; count: string | undefined };

/** Each filter's title (the group's legend, the chip's first word). */
export const DIMENSION_TITLE_KEYS = {
  category: 'catalog.filters.title.category',
  condition: 'catalog.filters.title.condition',
  workingStatus: 'catalog.filters.title.workingStatus',
  price: 'catalog.filters.title.price',
  verified: 'catalog.filters.title.verified',
  proof: 'catalog.filters.title.proof',
  location: 'catalog.filters.title.location',
} as const satisfies Record<FacetName, string>;

/** How a price range in whole units reads: "৳500 – ৳999", "৳1,00,000 and more" or "Up to ৳999". */
export function priceRangeLabel(min: string | number | undefined, max: string | number | undefined, ctx: Pick<FilterContext, 't' | 'whole'>): string {
  const { t, whole } = ctx;
  if (min !== undefined && max !== undefined) return t('catalog.filters.price.between', { min: whole(min), max: whole(max) });
  if (min !== undefined) return t('catalog.filters.price.andMore', { min: whole(min) });
  return t('catalog.filters.price.upTo', { max: whole(max ?? '') });
}

/** The facet's count for a value, formatted, or undefined while unknown. */
function countOf(ctx: FilterContext, name: FacetName, value: string): string | undefined {
  const facet = ctx.facets?.[name].find((entry) => entry.value === value);
  if (!ctx.facets) return undefined;
  return formatCount(facet?.count ?? 0, facet?.countIsExact ?? true, ctx.number);
}

/**
 * A dimension's choices with their counts: every known value (so the panel works before the
 * counts arrive, or if they fail), and for locations the ones the facet lists. A value in the
 * URL that the list lacks is kept, so the selected choice never vanishes.
 */
export function filterOptions(name: FacetName, ctx: FilterContext, selected: string | undefined): FilterOption[] {
  const { t } = ctx;
  const known: { value: string; label: string }[] =
    name === 'category'
      ? ctx.categories.map((category) => ({ value: category.id, label: ctx.categoryName(category) }))
      : name === 'condition'
        ? CONDITIONS.map((value) => ({ value, label: t(CONDITION_KEYS[value]) }))
        : name === 'workingStatus'
          ? WORKING_STATUSES.map((value) => ({ value, label: t(WORKING_STATUS_KEYS[value]) }))
          : name === 'price'
            ? PRICE_BANDS.map((band) => ({
                value: priceBandValue(band),
                label: priceRangeLabel(band.minPrice, 'maxPrice' in band ? band.maxPrice : undefined, ctx),
              }))
            : name === 'verified'
              ? [{ value: 'true', label: t('catalog.filters.verifiedOnly') }]
              : name === 'proof'
                ? [{ value: 'true', label: t('catalog.proof.badge') }]
                : (ctx.facets?.location ?? []).map(({ value, label }) => ({ value, label }));
  const options = known.map((option) => ({ ...option, count: countOf(ctx, name, option.value) }));
  if (selected !== undefined && !options.some((option) => option.value === selected)) {
    options.push({ value: selected, label: valueLabel(name, selected, ctx), count: undefined });
  }
  return options;
}

/** How a chosen value reads in a chip; unknown values are shown as typed. */
export function valueLabel(name: FacetName, value: string, ctx: FilterContext): string {
  if (name === 'category') {
    const category = ctx.categories.find((c) => c.id === value);
    return category ? ctx.categoryName(category) : value;
  }
  if (name === 'condition') {
    return isCondition(value) ? ctx.t(CONDITION_KEYS[value]) : value;
  }
  if (name === 'workingStatus') {
    return isWorkingStatus(value) ? ctx.t(WORKING_STATUS_KEYS[value]) : value;
  }
  return value;
}

/** A chip's text for an active filter, e.g. "Condition: Good" or "Price: ৳500 – ৳999". */
export function chipLabel(name: FacetName, search: ProductFilters, ctx: FilterContext): string {
  const { t } = ctx;
  if (name === 'verified') return t('catalog.filters.verifiedOnly');
  if (name === 'proof') return t('catalog.proof.badge');
  if (name === 'price') return t('catalog.filters.chip', { title: t(DIMENSION_TITLE_KEYS.price), value: priceRangeLabel(search.minPrice, search.maxPrice, ctx) });
  return t('catalog.filters.chip', { title: t(DIMENSION_TITLE_KEYS[name]), value: valueLabel(name, search[name] ?? '', ctx) });
}
