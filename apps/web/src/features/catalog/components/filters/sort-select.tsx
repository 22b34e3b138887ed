import { PRODUCT_SORT_KEYS, PRODUCT_SORTS } from '@reboard/contracts/plain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/lib/use-hydrated.ts';

type SortSelectProps = {
  /** The order shown, said in the URL or the default (best match for a search). */
  sort: string;
  /** Best match is offered only for a search. */
  searching: boolean;
  onChange: (sort: string) => void;
};

export function SortSelect({ sort, searching, onChange }: SortSelectProps) {
  const id = useId();
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const sorts = PRODUCT_SORTS.filter((value) => value !== 'relevance' || searching);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
        {t('catalog.filters.sortBy')}
      </label>
      <select id={id} className="select select-sm w-44" value={sort} disabled={!hydrated} onChange={(event) => onChange(event.target.value)}>
        {sorts.map((value) => (
          <option key={value} value={value}>
            {t(PRODUCT_SORT_KEYS[value])}
          </option>
        ))}
      </select>
    </div>
  );
}
