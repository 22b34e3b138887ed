import type { FacetName } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/icons/ui-icons.tsx';
import { useHydrated } from '@/lib/use-hydrated.ts';
import type { SpecParam } from '../../utils/spec-search.ts';

export type FilterChip = { name: FacetName | SpecParam; label: string };

type ActiveFilterChipsProps = {
  chips: FilterChip[];
  onRemove: (name: FacetName | SpecParam) => void;
  onClearAll: () => void;
};

/** The filters in force, each removable on its own, and a way to drop them all. */
export function ActiveFilterChips({ chips, onRemove, onClearAll }: ActiveFilterChipsProps) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={t('catalog.filters.active')} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.name}>
            <button
              type="button"
              className="btn btn-sm btn-soft btn-primary h-auto min-h-8 max-w-full rounded-full py-1 font-normal"
              aria-label={t('catalog.filters.remove', { label: chip.label })}
              disabled={!hydrated}
              onClick={() => onRemove(chip.name)}
            >
              <span className="break-all text-left">{chip.label}</span>
              <CloseIcon className="size-3.5 shrink-0" />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-sm btn-ghost" disabled={!hydrated} onClick={onClearAll}>
        {t('catalog.filters.clearAll')}
      </button>
    </div>
  );
}
