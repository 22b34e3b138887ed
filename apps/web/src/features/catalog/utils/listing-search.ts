import type { FacetName, ProductSort } from '@reboard/contracts';
import { FACET_NAMES, MAX_QUERY_LENGTH } from '@reboard/contracts/plain';
import type { ProductFilterParam, ProductFilters } from '@/lib/query-keys.ts';
import { readSpecSearch } from './spec-search.ts';

/** The URL parameters behind each filter: price is a range of two. */
export const DIMENSION_PARAMS: Record<FacetName, readonly ProductFilterParam[]> = {
  category: ['category'],
  condition: ['condition'],
  workingStatus: ['workingStatus'],
  verified: ['verified'],
  proof: ['proof'],
  location: ['location'],
  price: ['minPrice', 'maxPrice'],
};

/** A category page's filters (the panel and the chips show them in FACET_NAMES's order): its category comes from the path. */
export const CATEGORY_PAGE_DIMENSIONS = FACET_NAMES.filter((name) => name !== 'category');

export type SearchPatch = Partial<Record<ProductFilterParam, string | undefined>>;

/**
 * Reads a listing page's search term, filters and sort from its URL, keeping only the
 * parameters of `dimensions`. Values are passed on as typed: the API judges them. Only the
 * search term is trimmed and cut to its length, as the header's search box does.
 */
export function readListingSearch(params: URLSearchParams, dimensions: readonly FacetName[]): ProductFilters {
  const search: ProductFilters = {};
  const q = params.get('q')?.trim().slice(0, MAX_QUERY_LENGTH);
  if (q) search.q = q;
  for (const key of [...dimensions.flatMap((name) => DIMENSION_PARAMS[name]), 'sort' as const, 'asTyped' as const]) {
    const value = params.get(key)?.trim();
    if (value) search[key] = value;
  }
  readSpecSearch(params, search);
  return search;
}

/** The order a listing page shows when its URL names none: best match for a search, newest otherwise. */
export const defaultSort = (q: string | undefined): ProductSort => (q ? 'relevance' : 'newest');

/** The order a listing search is shown in, said or not. */
export const sortOf = (search: ProductFilters): string => search.sort ?? defaultSort(search.q);

/**
 * The search as the API is asked for it: the order always named, so the page shows what its sort
 * menu says whatever the API's own default.
 */
export const withSort = (search: ProductFilters): ProductFilters => ({ ...search, sort: sortOf(search) });

/** The URL after changing some parameters; empty values go, and so does a sort that needs no saying. */
export function patchSearch(params: URLSearchParams, patch: SearchPatch): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value?.trim()) next.set(key, value.trim());
    else next.delete(key);
  }
  const q = next.get('q')?.trim();
  const sort = next.get('sort');
  // The default goes unsaid, so a page keeps it when the term comes or goes; Best match only
  // means something with a search term, and the words as typed only with words.
  if (sort === defaultSort(q) || (sort === 'relevance' && !q)) next.delete('sort');
  if (!q) next.delete('asTyped');
  return next;
}

/** Every filter of `dimensions` set aside; the search term and sort stay. */
export function clearFiltersPatch(dimensions: readonly FacetName[]): SearchPatch {
  return Object.fromEntries(dimensions.flatMap((name) => DIMENSION_PARAMS[name]).map((key) => [key, undefined]));
}

/** The filters in use, in panel order. */
export function activeDimensions(search: ProductFilters, dimensions: readonly FacetName[]): FacetName[] {
  return dimensions.filter((name) => DIMENSION_PARAMS[name].some((key) => search[key] !== undefined));
}

/** The filters alone, as the facets endpoint takes them. */
export function facetQuery(search: ProductFilters): ProductFilters {
  const { sort: _sort, ...filters } = search;
  return filters;
}
