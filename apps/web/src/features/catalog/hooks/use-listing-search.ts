import type { FacetName } from '@reboard/contracts';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import type { ProductFilters } from '@/lib/query-keys.ts';
import {
  activeDimensions,
  clearFiltersPatch,
  DIMENSION_PARAMS,
  patchSearch,
  readListingSearch,
  type SearchPatch,
} from '../utils/listing-search.ts';
import { activeSpecKeys, clearSpecsPatch, isSpecParam, removeSpecPatch, type SpecParam } from '../utils/spec-search.ts';

export type ListingSearch = {
  /** The term, filters and sort in the URL. */
  search: ProductFilters;
  /** The filters this page offers. */
  dimensions: readonly FacetName[];
  /** The filters in use. */
  active: FacetName[];
  /** The specification keys with a filter in force. */
  activeSpecs: string[];
  update: (patch: SearchPatch) => void;
  /** Sets a filter aside: a dimension, or a specification by its parameter (`spec.capacity`). */
  remove: (name: FacetName | SpecParam) => void;
  clearAll: () => void;
  /** A link to this page with some parameters changed (for "Clear search"). */
  hrefWith: (patch: SearchPatch) => string;
};

/**
 * A listing page's search, filters and sort, kept in the URL: each change is a new history
 * entry, so reload, a shared link and Back all restore it. A change starts the list again
 * from its first page (the cursor is part of the list query, not the URL).
 */
export function useListingSearch(dimensions: readonly FacetName[]): ListingSearch {
  const [committed, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // While a change to this page's URL is on its way (loaders run first), show it already, so a
  // radio clicked stays checked and a second click builds on the first.
  const next = useNavigation().location;
  const key = next?.pathname === pathname ? next.search.replace(/^\?/, '') : committed.toString();
  const params = useMemo(() => new URLSearchParams(key), [key]);
  const search = useMemo(() => readListingSearch(params, dimensions), [params, dimensions]);

  const update = useCallback(
    (patch: SearchPatch) => setParams(patchSearch(params, patch), { preventScrollReset: true }),
    [setParams, params],
  );
  const remove = useCallback(
    (name: FacetName | SpecParam) =>
      update(isSpecParam(name) ? removeSpecPatch(name.slice('spec.'.length)) : Object.fromEntries(DIMENSION_PARAMS[name].map((param) => [param, undefined]))),
    [update],
  );
  const clearAll = useCallback(() => update({ ...clearFiltersPatch(dimensions), ...clearSpecsPatch(search) }), [update, dimensions, search]);

  const hrefWith = (patch: SearchPatch) => {
    const query = patchSearch(params, patch).toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  return { search, dimensions, active: activeDimensions(search, dimensions), activeSpecs: activeSpecKeys(search), update, remove, clearAll, hrefWith };
}
