import { z } from 'zod';
import { CategorySchema } from './categories.ts';
import { CursorParamSchema } from './cursor.ts';
import { formatWhole } from './money.ts';
import { MAX_WHOLE_PRICE, optionalWholeNumberSchema, type NumberMessages } from './numbers.ts';
import { ConditionSchema, ProductSchema, WorkingStatusSchema } from './products.ts';
import { QUANTITY_UNITS, readSpecParams, SPEC_KINDS, specParamRules, type SpecFilter } from './specs/index.ts';
import { singleLine } from './text.ts';
import { FACET_NAMES, MAX_PAGE_SIZE, MAX_QUERY_LENGTH, PRODUCT_SORTS, type FacetName, type ProductSort } from './storefront-terms.ts';

export * from './storefront-terms.ts';

/*
 * What the storefront asks of the catalogue: filters, sorts, pages and facet counts. The same
 * filter shape serves /api/products, /api/categories/:id/products and /api/products/facets.
 */

export const ProductSortSchema = z.enum(PRODUCT_SORTS);

// Each message a literal catalogue key (the catalogue check finds keys by their literals).
// A bound is read as a listing's price is (numbers.ts): "25,000", "২৫০০০"; an empty one is not given.
const wholeAmount = (m: Omit<NumberMessages, 'required'>) => optionalWholeNumberSchema({ max: MAX_WHOLE_PRICE }, { ...m, required: m.number });

/** The filters, in whole currency units (as listing forms take prices). */
export const productFilterShape = {
  q: singleLine().trim().max(MAX_QUERY_LENGTH).optional(),
  category: singleLine().max(100).optional(),
  condition: ConditionSchema.optional(),
  workingStatus: WorkingStatusSchema.optional(),
  /** Only listings of sellers an admin verified. */
  verified: z.enum(['true'], { error: 'validation.filter.verifiedOnlyTrue' }).optional(),
  location: singleLine().trim().max(100).optional(),
  /** Only listings with a photo showing the item beside its code (PROOF_BADGE_LABEL). */
  proof: z.enum(['true'], { error: 'validation.filter.proofOnlyTrue' }).optional(),
  /** One seller's listings (their public page). */
  seller: singleLine().max(100).optional(),
  minPrice: wholeAmount({
    number: 'validation.filter.minPrice.number',
    whole: 'validation.filter.minPrice.whole',
    negative: 'validation.filter.minPrice.negative',
    tooLarge: 'validation.filter.minPrice.tooLarge',
  }),
  maxPrice: wholeAmount({
    number: 'validation.filter.maxPrice.number',
    whole: 'validation.filter.maxPrice.whole',
    negative: 'validation.filter.maxPrice.negative',
    tooLarge: 'validation.filter.maxPrice.tooLarge',
  }),
};

type PriceRange = { minPrice?: number | undefined; maxPrice?: number | undefined };
export const priceRangeInOrder = (f: PriceRange, ctx: z.RefinementCtx) => {
  if (f.minPrice !== undefined && f.maxPrice !== undefined && f.minPrice > f.maxPrice) {
    ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'validation.filter.maxPriceBelowMin' });
  }
};
const bestMatchNeedsSearch = (f: { q?: string | undefined; sort?: ProductSort | undefined }, ctx: z.RefinementCtx) => {
  if (f.sort === 'relevance' && !f.q) {
    ctx.addIssue({ code: 'custom', path: ['sort'], message: 'validation.filter.bestMatchNeedsQuery' });
  }
};

const listShape = {
  ...productFilterShape,
  // No default here: it depends on the query (bestMatchByDefault).
  sort: ProductSortSchema.optional(),
  cursor: CursorParamSchema.optional(),
  /** The words exactly as typed: no spelling correction ("search instead for …"). */
  asTyped: z.enum(['true'], { error: 'validation.filter.asTypedOnlyTrue' }).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(24),
};

/** The rules of a listing query beyond each field's own. */
const listRules = (f: PriceRange & { q?: string | undefined; sort?: ProductSort | undefined }, ctx: z.RefinementCtx) => {
  priceRangeInOrder(f, ctx);
  bestMatchNeedsSearch(f, ctx);
};

/**
 * A query schema that also reads specification filters (`spec.capacity.min=4GB`, see
 * specs/filters.ts): their names are open-ended, so the object lets unknown parameters through,
 * refuses bad `spec.*` ones by name, and keeps only its own fields plus `specs`.
 */
function withSpecFilters<Shape extends z.ZodRawShape>(shape: Shape, rules: (f: z.output<z.ZodObject<Shape>>, ctx: z.RefinementCtx) => void) {
  return z
    .looseObject(shape)
    .superRefine((f, ctx) => {
      rules(f as z.output<z.ZodObject<Shape>>, ctx);
      specParamRules(f, ctx);
    })
    .transform((f) => {
      const known = Object.fromEntries(Object.keys(shape).flatMap((k) => (f[k] === undefined ? [] : [[k, f[k]]])));
      const { filters } = readSpecParams(f);
      return { ...known, ...(filters.length ? { specs: filters } : {}) } as z.output<z.ZodObject<Shape>> & { specs?: SpecFilter[] };
    });
}

/**
 * Best match is the order a search is read in (what was asked for first, as on eBay and
 * Digi-Key); without words there is nothing to match, so the newest come first.
 */
const bestMatchByDefault = <T extends { q?: string | undefined; sort?: ProductSort | undefined }>(f: T): T & { sort: ProductSort } => ({
  ...f,
  sort: f.sort ?? (f.q ? 'relevance' : 'newest'),
});

/** Query of GET /api/products; limit above MAX_PAGE_SIZE is refused, not clamped. Sort: best match with words, else newest. */
export const ProductListQuerySchema = withSpecFilters(listShape, listRules).transform(bestMatchByDefault);
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;

/** The same query on a category's page (the category comes from the path). */
export const CategoryPageQuerySchema = withSpecFilters(
  { ...listShape, category: z.undefined({ error: 'validation.filter.categoryFromPath' }).optional() },
  listRules,
).transform(bestMatchByDefault);

/** Query of GET /api/products/facets: the filters alone. */
export const ProductFacetsQuerySchema = withSpecFilters(productFilterShape, priceRangeInOrder);
/** The filters with their specification filters read (what the catalogue applies). */
export type ProductFilterQuery = z.output<typeof ProductFacetsQuerySchema>;
/** The named filters alone (saved searches keep these). */
export type ProductFilters = Omit<ProductFilterQuery, 'specs'>;

export const ProductPageSchema = z.object({
  items: z.array(ProductSchema),
  nextCursor: z.string().nullable(),
  /** Matching unsold listings in all pages, counted up to COUNT_CAP. */
  total: z.number().int(),
  /** False when `total` stopped at COUNT_CAP: there are at least that many. */
  totalIsExact: z.boolean(),
  /**
   * Set when the words as typed found (almost) nothing and close words from the catalogue's
   * vocabulary were searched instead: the page says "Showing results for {query} — search
   * instead for {typed}" (the second with asTyped=true).
   */
  correction: z.object({ query: z.string(), typed: z.string() }).optional(),
});
export type ProductPage = z.infer<typeof ProductPageSchema>;

export const CategoryProductsSchema = ProductPageSchema.extend({ category: CategorySchema });
export type CategoryProducts = z.infer<typeof CategoryProductsSchema>;

/** How a price range in whole units reads: "৳500 – ৳999", "৳1,00,000 and more" or "Up to ৳999". */
export function priceRangeLabel(min: string | number | undefined, max: string | number | undefined, currency: string): string {
  if (min !== undefined && max !== undefined) return `${formatWhole(min, currency)} – ${formatWhole(max, currency)}`;
  if (min !== undefined) return `${formatWhole(min, currency)} and more`;
  return `Up to ${formatWhole(max ?? '', currency)}`;
}

/** The one value of the verified-sellers facet, and how it reads. */
export const VERIFIED_SELLERS_LABEL = 'Verified sellers only';

export const FacetValueSchema = z.object({
  /** What goes in the filter's query parameter (for price: "min-max", or "min-" for the top band). */
  value: z.string(),
  label: z.string(),
  /** Listings that would match with this value chosen (the dimension's own filter set aside). */
  count: z.number().int(),
  /** False when the count stopped at COUNT_CAP, or was taken from the first COUNT_CAP matches. */
  countIsExact: z.boolean(),
});
export type FacetValue = z.infer<typeof FacetValueSchema>;

/** One list of counted values per facet. */
const facetLists = Object.fromEntries(FACET_NAMES.map((name) => [name, z.array(FacetValueSchema)])) as {
  [Name in FacetName]: z.ZodArray<typeof FacetValueSchema>;
};

/** The values of one specification among the matching listings, for the filter panel. */
export const SpecFacetSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(SPEC_KINDS),
  unit: z.enum(QUANTITY_UNITS).nullable(),
  /** Each value with how many listings have it (a quantity's as shown: "8 GB"). */
  values: z.array(FacetValueSchema),
  /** A quantity's smallest and largest value among the matches, as shown. */
  range: z.object({ min: z.string(), max: z.string() }).nullable(),
});
export type SpecFacet = z.infer<typeof SpecFacetSchema>;

export const ProductFacetsSchema = z.object({
  total: z.number().int(),
  totalIsExact: z.boolean(),
  facets: z.object(facetLists),
  /** The specifications of the chosen category (and component values) among the matches. */
  specs: z.array(SpecFacetSchema),
});
export type ProductFacets = z.infer<typeof ProductFacetsSchema>;
