import {
  encodeCursor,
  readSpecParams,
  MAX_PAGE_SIZE,
  type Category,
  type CategoryProducts,
  type Product,
  type ProductDetail,
  type RatingSummary,
  type ProductPage,
  type ProductFilters,
  type ProductListQuerySchema,
  type SpecRow,
} from '@reboard/contracts';
import type { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { DomainError, notFound } from '#server/lib/errors.ts';
import { isUuid } from '#server/lib/ids.ts';
import { pageOf } from '#server/lib/keyset.ts';
import type { AccountsService } from '../auth/index.ts';
import { specTable, toProduct, type ListingRow } from '../listings/index.ts';
import { createCategoriesRepository } from './categories.repository.ts';
import { createCountsRepository, type CappedCount } from './counts.repository.ts';
import { filterKey, readProductCursor, toListingFilter } from './filters.ts';
import { createProductsRepository, type ListingFilter } from './products.repository.ts';
import { createSpelling } from './spelling.ts';

type ListQuery = z.output<typeof ProductListQuerySchema>;
/** Below this many matches a search's page is sorted from the matches, not walked from an index. */
const FEW_MATCHES = 2000;
/** A search that finds fewer listings than this is tried again with its words' closest spellings. */
const FEW_TO_CORRECT = 3;
/** Saved searches checked against one new listing per query. */
const MATCH_BATCH = 100;
/** The people lookup the catalog needs from auth: sellers' names, pictures and marks. */
export type SellerLookup = Pick<AccountsService, 'people'>;
/**
 * Sellers' ratings by seller id. The reviews module provides it; the catalog only names the
 * shape it needs, so the two modules never import each other.
 */
export type SellerRatings = (sellerIds: string[]) => Promise<Map<string, RatingSummary>>;
/** Listings' specifications by listing id, from the listings module that stores them. */
export type SpecsOf = (ids: readonly string[]) => Promise<Map<string, SpecRow[]>>;

/** What the catalogue asks of other modules: sellers, their ratings, a listing's specifications. */
export interface CatalogDeps {
  sellers: SellerLookup;
  ratings: SellerRatings;
  specsOf: SpecsOf;
}

export function createCatalogService(db: Database, { sellers, ratings, specsOf }: CatalogDeps, currency: string) {
  const productsRepo = createProductsRepository(db);
  const categoriesRepo = createCategoriesRepository(db);
  const countsRepo = createCountsRepository(db, currency);
  const spelling = createSpelling(db);

  /** Public listings with their sellers (one lookup for the page); a deleted seller's listings are dropped. */
  async function withSellers(rows: ListingRow[]): Promise<Product[]> {
    const people = await sellers.people(rows.map((r) => r.sellerId));
    return rows.flatMap((row) => {
      const seller = people.get(row.sellerId);
      return seller && !seller.deleted ? [toProduct(row, seller)] : [];
    });
  }

  async function findCategory(id: string): Promise<Category> {
    const category = isUuid(id) ? await categoriesRepo.find(id) : undefined;
    if (!category) throw notFound('errors.listing.noSuchCategory');
    return category;
  }

  /** 'Products available': exact from the counters where they can answer, else up to the cap. */
  const countOf = (filter: ListingFilter): Promise<CappedCount> => countsRepo.total(filter);

  /**
   * A search page, and when its words found (almost) nothing, the page of their closest
   * spellings in the catalogue if that finds more, saying which it searched ("Showing results
   * for raspberry pi"). asTyped searches the words as typed. A later page of a corrected search
   * carries the corrected search's cursor, which the typed search refuses: it is read there.
   */
  async function listProducts(query: ListQuery): Promise<ProductPage> {
    const typed = query.q;
    if (!typed || query.asTyped) return searchPage(query);
    const page = await searchPage(query).catch((err: unknown) => {
      if (query.cursor && err instanceof DomainError && err.kind === 'invalid') return undefined;
      throw err;
    });
    if (page && page.total >= FEW_TO_CORRECT) return page;
    const fixed = await spelling.correct(typed);
    if (!fixed) return page ?? searchPage(query);
    const retry = await searchPage({ ...query, q: fixed });
    return !page || retry.total > page.total ? { ...retry, correction: { query: fixed, typed } } : page;
  }

  async function searchPage(query: ListQuery): Promise<ProductPage> {
    // An unknown category filter matches nothing rather than failing the search.
    if (query.category && !isUuid(query.category)) return { items: [], nextCursor: null, total: 0, totalIsExact: true };
    const filter = toListingFilter(query, currency);
    const key = filterKey(filter);
    const cursor = readProductCursor(query.sort, key, query.cursor);
    const limit = Math.min(query.limit, MAX_PAGE_SIZE);
    // A search is counted first: when it matches few listings the page query sorts those few
    // instead of walking the whole date or price index to meet them.
    const [rows, count] = filter.tsquery
      ? await countOf(filter).then(async (c) => [await productsRepo.page(filter, query.sort, cursor, limit, c.total <= FEW_MATCHES), c] as const)
      : await Promise.all([productsRepo.page(filter, query.sort, cursor, limit), countOf(filter)]);
    const cursorOf = (last: ListingRow & { sellerVerified: boolean }) =>
      query.sort === 'relevance'
        ? [query.sort, Number(last.rank ?? 0), last.id, key, last.sellerVerified ? 1 : 0, last.createdAt.toISOString()]
        : [query.sort, query.sort === 'newest' ? last.createdAt.toISOString() : last.resalePrice, last.id, key];
    const { items, nextCursor } = pageOf(rows, limit, (last) => encodeCursor(cursorOf(last)));
    return { items: await withSellers(items), nextCursor, total: count.total, totalIsExact: count.exact };
  }

  async function getProduct(id: string): Promise<Product> {
    const row = isUuid(id) ? await productsRepo.findPublic(id) : undefined;
    const [product] = row ? await withSellers([row]) : [];
    if (!product) throw notFound('errors.listing.noSuch');
    return product;
  }

  return {
    listCategories: async () => ({ items: await categoriesRepo.list() }),

    async categoryProducts(id: string, query: ListQuery): Promise<CategoryProducts> {
      const category = await findCategory(id);
      return { category, ...(await listProducts({ ...query, category: category.id })) };
    },

    listProducts,

    /** The listings for sale as the sitemap lists them: how many, and a slice in a fixed order. */
    countForSale: () => productsRepo.countForSale(),
    forSaleSlice: (offset: number, limit: number) => (limit > 0 ? productsRepo.forSaleSlice(offset, limit) : Promise.resolve([])),

    sellersForSale: () => productsRepo.sellersForSale(),

    featured: async () => ({ items: await withSellers(await productsRepo.featured(12)) }),

    getProduct,

    /** The detail page's listing, with its seller's rating (read each time: reviews bump the cache). */
    async productDetail(id: string): Promise<ProductDetail> {
      const product = await getProduct(id);
      const [rated, specs] = await Promise.all([ratings([product.seller.id]), specsOf([id])]);
      const rating = rated.get(product.seller.id);
      return { ...product, sellerRating: rating ?? { average: null, count: 0 }, specs: specTable(specs.get(id) ?? []) };
    },

    /** Where a seller's newest listing is, for their public page. */
    sellerLocation: (sellerId: string) => productsRepo.newestLocationOf(sellerId),

    // What other modules ask of listings (the listings module makes the changes).

    /** Listings by id (deleted ones too), for orders and reports that outlive them. */
    async summaries(ids: Iterable<string>) {
      const rows = await productsRepo.summaries([...new Set(ids)]);
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** Ids of listings whose name contains `q` or whose seller is one of `sellerIds`. */
    idsMatching: (q: string, sellerIds: string[]) => productsRepo.idsMatching(q, sellerIds),

    /**
     * Which of several storefront filter sets one listing matches now (indexes into `filters`),
     * by the storefront's own filter logic: saved searches are told of exactly what they would show.
     */
    async matchingFilters(listingId: string, filters: Partial<ProductFilters>[]): Promise<number[]> {
      if (!isUuid(listingId)) return [];
      // An unknown category matches nothing, as on the storefront (and never reaches a uuid comparison).
      // A saved search keeps its specification filters as parameters (`spec.capacity.min`): read them as the storefront does.
      const read = (f: Partial<ProductFilters>) => toListingFilter({ ...f, specs: readSpecParams(f).filters }, currency);
      const usable = filters.flatMap((f, i) => (f.category && !isUuid(f.category) ? [] : [{ i, filter: read(f) }]));
      const matched: number[] = [];
      for (let start = 0; start < usable.length; start += MATCH_BATCH) {
        const batch = usable.slice(start, start + MATCH_BATCH);
        const flags = await productsRepo.matchFlags(listingId, batch.map((b) => b.filter));
        flags.forEach((hit, j) => hit && matched.push(batch[j]!.i));
      }
      return matched;
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
export type ListingSummary = NonNullable<Awaited<ReturnType<CatalogService['summaries']>> extends Map<string, infer S> ? S : never>;
