import type { SpecFacet } from '@reboard/contracts';
import { specParam } from '@reboard/contracts/plain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/use-format.ts';
import type { ListingSearch } from '../../hooks/use-listing-search.ts';
import { formatCount } from '../../utils/format-count.ts';
import { specLabel } from '../../utils/spec-label.ts';
import { FacetGroup } from './facet-group.tsx';
import { SpecRangeForm } from './spec-range-form.tsx';

/**
 * The specification filters of a listing page: the values the matching listings have, with
 * counts, and for quantities a min/max range typed in any unit ("4GB", "4096 MB").
 */
export function SpecFilters({ specs, listing }: { specs: readonly SpecFacet[] | undefined; listing: ListingSearch }) {
  const { search, update } = listing;
  const { t } = useTranslation();
  const { number } = useFormat();
  if (!specs?.length) return null;
  return (
    <div className="flex flex-col gap-2 border-t border-base-300 pt-2">
      <h2 className="text-sm font-semibold">{t('catalog.specs.heading')}</h2>
      {specs.map((facet) => {
        const exact = specParam(facet.key);
        const options = facet.values.map((v) => ({ value: v.value, label: v.label, count: formatCount(v.count, v.countIsExact, number) }));
        const min = search[specParam(facet.key, 'min')];
        const max = search[specParam(facet.key, 'max')];
        const label = specLabel(facet, t);
        return (
          <div key={facet.key}>
            {options.length ? (
              <FacetGroup
                title={label}
                anyLabel={t('catalog.filters.spec.any', { name: label.toLowerCase() })}
                options={options}
                selected={search[exact]}
                anyChecked={search[exact] === undefined && min === undefined && max === undefined}
                onChange={(value) => update({ [exact]: value, [specParam(facet.key, 'min')]: undefined, [specParam(facet.key, 'max')]: undefined })}
              />
            ) : null}
            {facet.kind === 'quantity' ? (
              <SpecRangeForm
                key={`${min ?? ''}-${max ?? ''}`}
                facet={facet}
                min={min}
                max={max}
                onApply={(from, to) => update({ [exact]: undefined, [specParam(facet.key, 'min')]: from, [specParam(facet.key, 'max')]: to })}
              />
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
