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
} from '@reboard/contracts';
import type { z } from 'zod';
import type { Database, Tx } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';
import { isUuid } from '#server/lib/ids.ts';
import { pageOf } from '#server/lib/keyset.ts';
import type { AccountsService, Person } from '../auth/index.ts';
import { createCategoriesRepository } from './categories.repository.ts';
import { createListingsRepository } from './listings.repository.ts';
import { createCountsRepository, type CappedCount } from './counts.repository.ts';
import { filterKey, readProductCursor, toListingFilter } from './filters.ts';
import type { ListingEvents } from './listing-events.ts';
import { proofOf } from './proof.ts';
import { createProofRepository } from './proof.repository.ts';
import { removeProofBadge } from './proof.service.ts';
import { createProductsRepository, type ListingFilter, type ListingRow } from './products.repository.ts';
import { specTable } from './listing-specs.ts';
import { createSpecsRepository } from './specs.repository.ts';

type ListQuery = z.output<typeof ProductListQuerySchema>;
/** Below this many matches a search's page is sorted from the matches, not walked from an index. */
const FEW_MATCHES = 2000;
/** Saved searches checked against one new listing per query. */
const MATCH_BATCH = 100;
/** The people lookup the catalog needs from auth: sellers' names, pictures and marks. */
export type SellerLookup = Pick<AccountsService, 'people'>;
/**
 * Sellers' ratings by seller id. The reviews module provides it; the catalog only names the
 * shape it needs, so the two modules never import each other.
 */
export type SellerRatings = (sellerIds: string[]) => Promise<Map<string, RatingSummary>>;

export function toProduct(row: ListingRow, seller: Person): Product {
  return {
    id: row.id,
    name: row.name,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    condition: row.condition,
    description: row.description,
    location: row.location,
    originalPrice: row.originalPrice,
    resalePrice: row.resalePrice,
    picture: row.picture,
    photos: row.photos,
    usagePeriod: row.usagePeriod,
    yearPurchased: row.yearPurchased,
    postedOn: row.postedAt ? row.postedAt.toISOString() : null,
    status: row.status,
    isAdvertised: row.advertisedAt !== null,
    manufacturer: row.manufacturer,
    partNumber: row.partNumber,
    workingStatus: row.workingStatus,
    seller: { id: seller.id, name: seller.name, image: seller.image, verified: seller.sellerVerified },
    proof: proofOf(row),
  };
}

export function createCatalogService(db: Database, sellers: SellerLookup, ratings: SellerRatings, currency: string, events?: ListingEvents) {
  const productsRepo = createProductsRepository(db);
  const categoriesRepo = createCategoriesRepository(db);
  const listingsRepo = createListingsRepository(db);
  const countsRepo = createCountsRepository(db, currency);
  const specsRepo = createSpecsRepository(db);
  const proofRepo = createProofRepository(db);

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

  async function listProducts(query: ListQuery): Promise<ProductPage> {
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
    const sortValue = (last: ListingRow) =>
      query.sort === 'newest' ? last.createdAt.toISOString() : query.sort === 'relevance' ? Number(last.rank ?? 0) : last.resalePrice;
    const { items, nextCursor } = pageOf(rows, limit, (last) => encodeCursor([query.sort, sortValue(last), last.id, key]));
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
      const [rated, specs] = await Promise.all([ratings([product.seller.id]), specsRepo.of([id])]);
      const rating = rated.get(product.seller.id);
      return { ...product, sellerRating: rating ?? { average: null, count: 0 }, specs: specTable(specs.get(id) ?? []) };
    },

    /** Where a seller's newest listing is, for their public page. */
    sellerLocation: (sellerId: string) => listingsRepo.newestLocationOf(sellerId),

    // What other modules ask of listings. Writes take the caller's transaction.

    /** Listings by id (deleted ones too), for orders and reports that outlive them. */
    async summaries(ids: Iterable<string>) {
      const rows = await listingsRepo.summaries([...new Set(ids)]);
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** Ids of listings whose name contains `q` or whose seller is one of `sellerIds`. */
    idsMatching: (q: string, sellerIds: string[]) => listingsRepo.idsMatching(q, sellerIds),

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

    /** Marks the listing sold unless someone else got it first (then false); its followers hear of it in `tx`. */
    async claimForSale(id: string, tx: Tx, buyerId: string): Promise<boolean> {
      const sold = await listingsRepo.claimForSale(id, tx);
      if (sold) await events?.sold(tx, { ...sold, buyerId });
      return sold !== undefined;
    },

    /** Sold → for sale again, when its seller cancelled the sale before sending it. */
    releaseSale: (id: string, tx: Tx) => listingsRepo.releaseSale(id, tx),

    /** An admin takes an active listing off the market; its seller sees the reason. */
    removeFromMarket: (id: string, reason: string, tx?: Tx) => listingsRepo.removeActive(id, reason, tx ?? db),

    /** An admin takes a listing's "Photo with code" badge away; its name, for the audit log. */
    removeProofBadge: (id: string, tx: Tx) => removeProofBadge(proofRepo, id, tx),

    /** A seller's verified mark, copied onto their listings for the "verified sellers only" filter. */
    markSellerVerified: (sellerId: string, tx?: Tx) => listingsRepo.markSellerVerified(sellerId, tx ?? db),

    /** A deleted account's unsold listings leave the storefront with it. */
    withdrawSellerListings: (sellerId: string, at: Date, tx?: Tx) => listingsRepo.softDeleteUnsoldOf(sellerId, at, tx ?? db),

    /** A restored account's listings come back with it (those withdrawn since `since`); how many. */
    returnSellerListings: (sellerId: string, since: Date, tx?: Tx) => listingsRepo.restoreWithdrawnOf(sellerId, since, tx ?? db),
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
export type ListingSummary = NonNullable<Awaited<ReturnType<CatalogService['summaries']>> extends Map<string, infer S> ? S : never>;
