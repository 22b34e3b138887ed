import {
  CONDITIONS,
  ConditionSchema,
  PRICE_BANDS,
  PROOF_BADGE_LABEL,
  priceBandValue,
  priceRangeLabel,
  VERIFIED_SELLERS_LABEL,
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
  proof: 'Proof photo',
  location: 'Location',
};


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
                value: priceBandValue(band),
                label: priceRangeLabel(band.minPrice, 'maxPrice' in band ? band.maxPrice : undefined, ctx.currency),
              }))
            : name === 'verified'
              ? [{ value: 'true', label: VERIFIED_SELLERS_LABEL }]
              : name === 'proof'
                ? [{ value: 'true', label: PROOF_BADGE_LABEL }]
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
  if (name === 'verified') return VERIFIED_SELLERS_LABEL;
  if (name === 'proof') return PROOF_BADGE_LABEL;
  if (name === 'price') return `Price: ${priceRangeLabel(search.minPrice, search.maxPrice, ctx.currency)}`;
  return `${DIMENSION_TITLES[name]}: ${valueLabel(name, search[name] ?? '', ctx)}`;
}
