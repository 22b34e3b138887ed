import type { FacetName } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import type { ListingSearch } from '../../hooks/use-listing-search.ts';
import { bandRange, selectedBand } from '../../utils/price-range.ts';
import { FacetGroup } from './facet-group.tsx';
import { DIMENSION_TITLE_KEYS, filterOptions, type FilterContext } from './filter-options.ts';
import { PriceRangeForm } from './price-range-form.tsx';
import { SpecFilters } from './spec-filters.tsx';
import { ToggleFilter } from './toggle-filter.tsx';

const ANY_KEYS = {
  category: 'catalog.filters.any.category',
  condition: 'catalog.filters.any.condition',
  workingStatus: 'catalog.filters.any.workingStatus',
  price: 'catalog.filters.any.price',
  location: 'catalog.filters.any.location',
} as const satisfies Record<Exclude<FacetName, 'verified' | 'proof'>, string>;

type FilterPanelProps = {
  listing: ListingSearch;
  ctx: FilterContext;
  /** True while the counts are being refreshed for a new choice. */
  updating: boolean;
};

/** Every filter of the page with its counts; the same panel sits beside the list or in the drawer. */
export function FilterPanel({ listing, ctx, updating }: FilterPanelProps) {
  const { search, update } = listing;
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const { currencySign } = useFormat();
  return (
    // Disabled until hydrated: before that a choice would change a box and nothing else.
    <fieldset disabled={!hydrated} className={`flex min-w-0 flex-col gap-2 transition-opacity ${updating ? 'opacity-70' : ''}`} aria-busy={updating}>
      {listing.dimensions.map((name) => {
        if (name === 'verified' || name === 'proof') {
          const [option] = filterOptions(name, ctx, search[name]);
          return (
            <ToggleFilter
              key={name}
              title={t(DIMENSION_TITLE_KEYS[name])}
              label={option?.label ?? ''}
              checked={search[name] !== undefined}
              count={option?.count}
              onChange={(checked) => update({ [name]: checked ? 'true' : undefined })}
            />
          );
        }
        if (name === 'price') {
          const band = selectedBand(search.minPrice, search.maxPrice);
          const ranged = search.minPrice !== undefined || search.maxPrice !== undefined;
          return (
            <div key={name}>
              <FacetGroup
                title={t(DIMENSION_TITLE_KEYS.price)}
                anyLabel={t(ANY_KEYS.price)}
                options={filterOptions('price', ctx, band)}
                selected={band}
                anyChecked={!ranged}
                onChange={(value) => update(value ? bandRange(value) : { minPrice: undefined, maxPrice: undefined })}
              />
              <PriceRangeForm
                key={`${search.minPrice ?? ''}-${search.maxPrice ?? ''}`}
                minPrice={search.minPrice}
                maxPrice={search.maxPrice}
                sign={currencySign}
                onApply={(minPrice, maxPrice) => update({ minPrice, maxPrice })}
              />
            </div>
          );
        }
        const selected = search[name];
        const options = filterOptions(name, ctx, selected);
        // Locations come from the counts alone; with none to offer, the group would be empty.
        if (options.length === 0) return null;
        return (
          <FacetGroup
            key={name}
            title={t(DIMENSION_TITLE_KEYS[name])}
            anyLabel={t(ANY_KEYS[name])}
            options={options}
            selected={selected}
            onChange={(value) => update({ [name]: value })}
          />
        );
      })}
      <SpecFilters specs={ctx.specs} listing={listing} />
    </fieldset>
  );
}
