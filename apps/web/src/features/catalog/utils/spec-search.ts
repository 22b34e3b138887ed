import { ALL_SPECS, specParam } from '@reboard/contracts/plain';
import type { TFunction } from 'i18next';
import type { ProductFilters } from '@/lib/query-keys.ts';

/*
 * Specification filters in a listing page's URL (`spec.type=DDR4`, `spec.capacity.min=4 GB`):
 * passed to the API as typed, like the other filters, so it is the one judge of them.
 */

export type SpecParam = `spec.${string}`;
export const isSpecParam = (name: string): name is SpecParam => name.startsWith('spec.');

/** The specification parameters of a URL, into a listing search. */
export function readSpecSearch(params: URLSearchParams, search: ProductFilters): void {
  for (const [name, value] of params) if (isSpecParam(name) && value.trim()) search[name] = value.trim();
}

/** Every specification filter set aside. */
export const clearSpecsPatch = (search: ProductFilters): Partial<Record<SpecParam, undefined>> =>
  Object.fromEntries(Object.keys(search).filter(isSpecParam).map((name) => [name, undefined]));

/** One specification's filter set aside: its value and both ends of its range. */
export const removeSpecPatch = (key: string): Partial<Record<SpecParam, undefined>> => ({
  [specParam(key)]: undefined,
  [specParam(key, 'min')]: undefined,
  [specParam(key, 'max')]: undefined,
});

/** The keys with a filter in force, in the order they are defined. */
export function activeSpecKeys(search: ProductFilters): string[] {
  const keys = new Set(Object.keys(search).filter(isSpecParam).map((name) => name.split('.')[1]!));
  return [...ALL_SPECS.keys()].filter((key) => keys.has(key));
}

/** How a specification filter reads on its chip: "Type: DDR4", "Capacity: 4 GB – 16 GB", "Capacity: at least 4 GB". */
export function specChipLabel(key: string, search: ProductFilters, t: TFunction): string {
  const def = ALL_SPECS.get(key);
  const label = def ? t(def.labelKey) : key;
  const exact = search[specParam(key)];
  const min = search[specParam(key, 'min')];
  const max = search[specParam(key, 'max')];
  if (exact) return t('catalog.filters.chip', { title: label, value: exact });
  if (min && max) return t('catalog.filters.specBetween', { label, min, max });
  return min ? t('catalog.filters.specAtLeast', { label, min }) : t('catalog.filters.specAtMost', { label, max: max ?? '' });
}
