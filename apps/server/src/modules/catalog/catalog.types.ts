import type {
  CategoryList,
  CategoryProducts,
  FeaturedProducts,
  Product,
  ProductDetail,
  ProductFilters,
  ProductListQuerySchema,
  ProductPage,
  RatingSummary,
} from '@reboard/contracts';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type { CatalogPartOffers } from './catalog-part-offers.ts';
import type { ListingSummary } from './products.repository.ts';

/** A storefront search as the route hands it over, defaults applied. */
export type ListQuery = z.output<typeof ProductListQuerySchema>;

/**
 * Sellers' ratings by seller id. The reviews module provides it; the catalog only names the
 * shape it needs, so the two modules never import each other.
 */
export type SellerRatings = (sellerIds: string[]) => Promise<Map<string, RatingSummary>>;

/** A listing's seller as its card shows them (auth's public fields), and whether the account is closed. */
export interface SellerCard {
  id: string;
  name: string;
  image: string | null;
  verified: boolean;
  deleted: boolean;
}
/** A seller's live reviews as the database counts them (the average as text), before reviews' rounding. */
export interface RatingCount {
  count: number;
  average: string | null;
}

/**
 * What the catalogue asks of other modules: SQL expressions over their own tables, which its
 * queries carry along with each listing (a page is one statement; only auth's code names auth's
 * tables, only reviews' names reviews'), and reviews' rule for reading a rating.
 */
export interface CatalogDeps {
  /** The seller whose id `sellerId` gives, as JSON (SellerCard); null for an unknown id. From auth. */
  sellerCard(sellerId: SQLWrapper): SQL<SellerCard | null>;
  /** Their live reviews, as JSON (RatingCount). From reviews. */
  ratingCount(sellerId: SQLWrapper): SQL<RatingCount>;
  /** A rating as the public sees it. From reviews. */
  readRating(count: RatingCount): RatingSummary;
}

/**
 * The listings as the public sees them, and the lookups of listings other modules make. Built
 * by use case: catalog-search.ts, catalog-reads.ts and catalog-lookups.ts.
 */
export interface CatalogService extends CatalogPartOffers {
  // Search (catalog-search.ts)
  /** A search page; when the words found (almost) nothing, the page of their closest spellings, with the correction. */
  listProducts(query: ListQuery): Promise<ProductPage>;
  /** A category's page of listings, searched as /products is; 404 for an unknown category. */
  categoryProducts(id: string, query: ListQuery): Promise<CategoryProducts>;

  // The storefront's other reads (catalog-reads.ts)
  listCategories(): Promise<CategoryList>;
  featured(): Promise<FeaturedProducts>;
  /** One public listing with its seller; 404 when removed, deleted or its seller is gone. */
  getProduct(id: string): Promise<Product>;
  /** The detail page's listing, with its seller's rating and its specifications. */
  productDetail(id: string): Promise<ProductDetail>;
  /** Where a seller's newest listing is, for their public page. */
  sellerLocation(sellerId: string): Promise<string | null>;
  /** How many listings are for sale (the sitemap's count). */
  countForSale(): Promise<number>;
  /** A slice of the listings for sale in a fixed order, for one file of the sitemap. */
  forSaleSlice(offset: number, limit: number): Promise<{ id: string; updatedAt: Date }[]>;
  /** Sellers with something for sale, in id order. */
  sellersForSale(): Promise<string[]>;

  // What other modules ask of listings (catalog-lookups.ts); the listings module makes the changes.
  /** Listings by id (deleted ones too), for orders and reports that outlive them. */
  summaries(ids: Iterable<string>): Promise<Map<string, ListingSummary>>;
  /** Ids of listings whose name contains `q` or whose seller is one of `sellerIds`. */
  idsMatching(q: string, sellerIds: string[]): Promise<string[]>;
  /** Which of several storefront filter sets one listing matches now (indexes into `filters`). */
  matchingFilters(listingId: string, filters: Partial<ProductFilters>[]): Promise<number[]>;
}
