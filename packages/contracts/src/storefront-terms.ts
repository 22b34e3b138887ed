/*
 * The storefront's query words without a schema (storefront.ts builds its schemas from these):
 * the sorts and their catalogue keys, the limits, the price bands and the facets' names.
 */

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'relevance'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_KEYS = {
  newest: 'catalog.sort.newest',
  price_asc: 'catalog.sort.price_asc',
  price_desc: 'catalog.sort.price_desc',
  relevance: 'catalog.sort.relevance',
} as const satisfies Record<ProductSort, string>;

export const MAX_PAGE_SIZE = 60;
export const MAX_QUERY_LENGTH = 200;
/** Searches and filtered views count matches up to this many, then say "10,000+". */
export const COUNT_CAP = 10_000;

/**
 * Price bands offered as facets, in whole currency units, both ends included. They cover what
 * can be listed (up to MAX_WHOLE_PRICE): the top one is open, as no listing lies above it.
 */
export const PRICE_BANDS = [
  { minPrice: 0, maxPrice: 499 },
  { minPrice: 500, maxPrice: 999 },
  { minPrice: 1000, maxPrice: 4999 },
  { minPrice: 5000, maxPrice: 19999 },
  { minPrice: 20000, maxPrice: 49999 },
  { minPrice: 50000, maxPrice: 99999 },
  { minPrice: 100000 },
] as const satisfies readonly { minPrice: number; maxPrice?: number }[];
export type PriceBand = (typeof PRICE_BANDS)[number];

/** A price band's facet value, as the price filter's facet names it: "500-999", or "100000-" for the top one. */
export const priceBandValue = (band: { minPrice: number | string; maxPrice?: number | string | undefined }): string =>
  `${band.minPrice}-${band.maxPrice ?? ''}`;

export const FACET_NAMES = ['category', 'condition', 'workingStatus', 'price', 'verified', 'proof', 'location'] as const;
export type FacetName = (typeof FACET_NAMES)[number];
