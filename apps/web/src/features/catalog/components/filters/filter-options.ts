import {
  CONDITIONS,
  ConditionSchema,
  formatMoney,
  PRICE_BANDS,
  toMinor,
  WORKING_STATUS_LABELS,
  WORKING_STATUSES,
  WorkingStatusSchema,
  type Category,
  type FacetName,
  type ProductFacets,
} from '@reboard/contracts';
import { conditionLabel } from '../../../../lib/catalog/product-display.ts';
import type { ProductFilters } from '../../../../lib/query-keys.ts';
import { formatCount } from '../../utils/format-count.ts';
import { bandValue } from '../../utils/price-range.ts';

/** What the panel needs to name values: the categories and the deployment's currency. */
export type FilterContext = {
  categories: readonly Category[];
  currency: string;
  facets: ProductFacets['facets'] | undefined;
};

export type FilterOption = { value: string; label: string; count: string | undefined };

export const DIMENSION_TITLES: Record<FacetName, string> = {
  category: 'Category',
  condition: 'Condition',
  workingStatus: 'Working status',
  price: 'Price',
  verified: 'Sellers',
  location: 'Location',
};

export const VERIFIED_LABEL = 'Verified sellers only';

/** A whole amount with the currency sign; anything that is not a number shown as typed. */
export function wholeMoney(value: string, currency: string): string {
  const amount = Number(value);
  return value.trim() !== '' && Number.isFinite(amount) ? formatMoney(toMinor(amount, currency), currency) : value;
}

export function priceRangeLabel(min: string | undefined, max: string | undefined, currency: string): string {
  if (min !== undefined && max !== undefined) return `${wholeMoney(min, currency)} – ${wholeMoney(max, currency)}`;
  if (min !== undefined) return `${wholeMoney(min, currency)} and more`;
  return `Up to ${wholeMoney(max ?? '', currency)}`;
}

/** The facet's count for a value, formatted, or undefined while unknown. */
function countOf(ctx: FilterContext, name: FacetName, value: string): string | undefined {
  const facet = ctx.facets?.[name].find((entry) => entry.value === value);
  if (!ctx.facets) return undefined;
  return formatCount(facet?.count ?? 0, facet?.countIsExact ?? true);
}

/**
 * A dimension's choices with their counts: every known value (so the panel works before the
 * counts arrive, or if they fail), and for locations the ones the facet lists. A value in the
 * URL that the list lacks is kept, so the selected choice never vanishes.
 */
export function filterOptions(name: FacetName, ctx: FilterContext, selected: string | undefined): FilterOption[] {
  const known: { value: string; label: string }[] =
    name === 'category'
      ? ctx.categories.map((category) => ({ value: category.id, label: category.name }))
      : name === 'condition'
        ? CONDITIONS.map((value) => ({ value, label: conditionLabel(value) }))
        : name === 'workingStatus'
          ? WORKING_STATUSES.map((value) => ({ value, label: WORKING_STATUS_LABELS[value] }))
          : name === 'price'
            ? PRICE_BANDS.map((band) => ({
                value: bandValue(band),
                label: priceRangeLabel(String(band.minPrice), 'maxPrice' in band ? String(band.maxPrice) : undefined, ctx.currency),
              }))
            : name === 'verified'
              ? [{ value: 'true', label: VERIFIED_LABEL }]
              : (ctx.facets?.location ?? []).map(({ value, label }) => ({ value, label }));
  const options = known.map((option) => ({ ...option, count: countOf(ctx, name, option.value) }));
  if (selected !== undefined && !options.some((option) => option.value === selected)) {
    options.push({ value: selected, label: valueLabel(name, selected, ctx), count: undefined });
  }
  return options;
}

/** How a chosen value reads in a chip; unknown values are shown as typed. */
export function valueLabel(name: FacetName, value: string, ctx: FilterContext): string {
  if (name === 'category') return ctx.categories.find((category) => category.id === value)?.name ?? value;
  if (name === 'condition') {
    const parsed = ConditionSchema.safeParse(value);
    return parsed.success ? conditionLabel(parsed.data) : value;
  }
  if (name === 'workingStatus') {
    const parsed = WorkingStatusSchema.safeParse(value);
    return parsed.success ? WORKING_STATUS_LABELS[parsed.data] : value;
  }
  return value;
}

/** A chip's text for an active filter, e.g. "Condition: Good" or "Price: ৳500 – ৳999". */
export function chipLabel(name: FacetName, search: ProductFilters, ctx: FilterContext): string {
  if (name === 'verified') return VERIFIED_LABEL;
  if (name === 'price') return `Price: ${priceRangeLabel(search.minPrice, search.maxPrice, ctx.currency)}`;
  return `${DIMENSION_TITLES[name]}: ${valueLabel(name, search[name] ?? '', ctx)}`;
}
