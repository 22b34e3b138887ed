import { type Condition, type ProductSort, type SpecFilter, type SpecRow, type WorkingStatus } from '@reboard/contracts';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { categories, listingSpecs, products } from '#server/db/schema/listings.ts';
import { containsAny } from '#server/lib/keyset.ts';
import { hasProofBadge, listingColumns, type ListingRow } from '../listings/index.ts';
import type { CatalogDeps, RatingCount, SellerCard } from './catalog.types.ts';
import { rankOf } from './rank.ts';
import { specFilterSql } from './spec-filters.ts';

/**
 * Listings the public may see: not deleted. A deleted account's unsold listings are
 * soft-deleted with it; the service also drops any whose seller is gone, as a second guard.
 */
const visible = isNull(products.deletedAt);
const storefront = and(visible, eq(products.status, 'active'));

/** Storefront filters as the database sees them: prices in minor units, text as a tsquery. */
export interface ListingFilter {
  /** A prepared tsquery string (see search.ts), or undefined for no text filter. */
  tsquery?: string | undefined;
  /** The query as a part number is compared (search.ts `exactTerm`): an exact match ranks first. */
  exactTerm?: string | undefined;
  categoryId?: string | undefined;
  condition?: Condition | undefined;
  workingStatus?: WorkingStatus | undefined;
  verifiedOnly?: boolean | undefined;
  /** Only listings with the "Photo with code" badge. */
  proofOnly?: boolean | undefined;
  location?: string | undefined;
  sellerId?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** Specification filters, numbers in base units (spec-filters.ts). */
  specs?: SpecFilter[] | undefined;
}

/** After this row; best match also carries the row's verified mark and time, its tie-breakers. */
export type KeysetCursor = { value: string | number; id: string; verified?: boolean; at?: string };

const matches = (tsquery: string) => sql`${products.search} @@ to_tsquery('english', ${tsquery})`;

export function filterSql(f: ListingFilter): SQL | undefined {
  return and(
    storefront,
    f.tsquery ? matches(f.tsquery) : undefined,
    f.categoryId ? eq(products.categoryId, f.categoryId) : undefined,
    f.condition ? eq(products.condition, f.condition) : undefined,
    f.workingStatus ? eq(products.workingStatus, f.workingStatus) : undefined,
    f.verifiedOnly ? eq(products.sellerVerified, true) : undefined,
    f.proofOnly ? hasProofBadge : undefined,
    f.location ? sql`lower(${products.location}) = lower(${f.location})` : undefined,
    f.sellerId ? eq(products.sellerId, f.sellerId) : undefined,
    f.minPrice !== undefined ? gte(products.resalePrice, f.minPrice) : undefined,
    f.maxPrice !== undefined ? lte(products.resalePrice, f.maxPrice) : undefined,
    specFilterSql(f.specs),
  );
}

/*
 * Keyset pagination: "after this row" in the sort order, so deep pages cost what the first does.
 * Written as one row comparison, which the sort's index takes as where to start its walk; the
 * same condition spelt as an OR of its two cases is only a filter, and the walk read every row
 * before the cursor again (3.7 ms against 0.16 ms for a third page at 10 000 listings).
 */
function afterSql(sort: ProductSort, cursor: KeysetCursor | undefined, f: ListingFilter): SQL | undefined {
  if (!cursor) return undefined;
  switch (sort) {
    case 'relevance':
      return sql`(${rankOf(f)}, ${products.sellerVerified}, ${products.createdAt}, ${products.id}) < (${Number(cursor.value)}::integer, ${cursor.verified === true}, ${new Date(cursor.at ?? 0)}::timestamptz, ${cursor.id}::uuid)`;
    case 'newest':
      return sql`(${products.createdAt}, ${products.id}) < (${new Date(cursor.value)}::timestamptz, ${cursor.id}::uuid)`;
    case 'price_asc':
      return sql`(${products.resalePrice}, ${products.id}) > (${Number(cursor.value)}::integer, ${cursor.id}::uuid)`;
    case 'price_desc':
      return sql`(${products.resalePrice}, ${products.id}) < (${Number(cursor.value)}::integer, ${cursor.id}::uuid)`;
  }
}

/*
 * The indexes are DESC NULLS LAST (drizzle-kit's form); ORDER BY must say the same or
 * PostgreSQL sorts the whole table instead of walking the index (the columns are NOT NULL,
 * but the planner does not use that to match them).
 */
const descNullsLast = (column: AnyColumn) => sql`${column} desc nulls last`;

/*
 * A search that matches few listings must not walk the newest-first index hoping to meet them
 * (at a million rows that walk took 335 ms for one match): ordering by an expression instead of
 * the bare column keeps the planner off the index order, so it takes the GIN matches and sorts
 * those few. Searches that match many keep the index walk, which finds a page at once.
 */
const unindexed = (column: AnyColumn, few: boolean) => (few ? sql`(${column} + ${column.dataType === 'date' ? sql`interval '0 seconds'` : sql`0`})` : sql`${column}`);

const orderOf = (sort: ProductSort, f: ListingFilter, few: boolean): SQL[] => {
  switch (sort) {
    case 'newest':
      return [sql`${unindexed(products.createdAt, few)} desc nulls last`, descNullsLast(products.id)];
    case 'price_asc':
      return [sql`${unindexed(products.resalePrice, few)} asc`, asc(products.id)];
    case 'price_desc':
      return [sql`${unindexed(products.resalePrice, few)} desc`, desc(products.id)];
    case 'relevance':
      return [sql`${rankOf(f)} desc`, desc(products.sellerVerified), desc(products.createdAt), desc(products.id)];
  }
};

/**
 * A storefront row: the public listing, its best-match rank (0 without a search) and its
 * seller's mark, the cursor's tie-breakers; and its seller's card and rating, which the row's
 * query carries (SQL from auth and reviews), so a page of listings is one statement.
 */
export type StorefrontRow = ListingRow & { rank: number; sellerVerified: boolean; seller: SellerCard | null; sellerRating: RatingCount };

/** A row of a page of listings, with the page's count when its statement was asked for it. */
export type PageRow = StorefrontRow & { total: string | number | null };

/** A listing's page: its row and its specifications. */
export type DetailRow = StorefrontRow & { specs: SpecRow[] };

/** The seller's SQL the storefront's rows carry, from the modules that own sellers and ratings. */
export type SellerSql = Pick<CatalogDeps, 'sellerCard' | 'ratingCount'>;

/** A candidate of a ranked search: what best match orders by. */
export type PoolRow = { id: string; rank: number; sellerVerified: boolean; createdAt: Date };

/**
 * A listing as orders, reports and messages name it, deleted ones too: they outlive it. Its
 * phone is for the buyer who booked it (orders show it only to the order's parties).
 */
export type ListingSummary = Pick<
  typeof products.$inferSelect,
  'id' | 'name' | 'picture' | 'resalePrice' | 'status' | 'sellerId' | 'deletedAt' | 'sellerPhone' | 'quantity' | 'held'
>;

/** The storefront's reads of the listing tables, and the lookups other modules make through the catalogue. */
export interface ProductsRepository {
  /** The page query itself, unrun (the tests EXPLAIN it to check it walks an index). */
  pageQuery(filter: ListingFilter, sort: ProductSort, cursor: KeysetCursor | undefined, limit: number, few?: boolean): SQLWrapper;
  /**
   * One page and the row after it; `few`: the search is known to match few listings (see
   * `unindexed`). Each row carries `total` when given (a count the statement works out once), so
   * a page and its count are one statement; null otherwise.
   */
  page(filter: ListingFilter, sort: ProductSort, cursor: KeysetCursor | undefined, limit: number, few?: boolean, total?: SQL<string | number>): Promise<PageRow[]>;
  /** The newest `size` matches of a search with their best-match rank and tie-breakers (best-match.ts ranks them). */
  pool(filter: ListingFilter, size: number): Promise<PoolRow[]>;
  /** Public listings by id, in no particular order (a ranked page's rows). */
  byIds(filter: ListingFilter, ids: string[]): Promise<StorefrontRow[]>;
  /** Listings for sale whose boost is running, most recently boosted first. */
  featured(limit: number): Promise<StorefrontRow[]>;
  /** How many listings are for sale (the sitemap's count). */
  countForSale(): Promise<number>;
  /** A slice of the listings for sale in id order, so the files of a sitemap index never overlap. */
  forSaleSlice(offset: number, limit: number): Promise<{ id: string; updatedAt: Date }[]>;
  /** Sellers with something for sale, in id order: their pages are worth a search engine's visit. */
  sellersForSale(): Promise<string[]>;
  /** Which of `filters` one listing matches, in one query, by the storefront's own filterSql. */
  matchFlags(id: string, filters: ListingFilter[]): Promise<boolean[]>;
  /** Where the seller's newest listing (sold ones too) is: the place their public page names. */
  newestLocationOf(sellerId: string): Promise<string | null>;
  /** Several listings by id in one query, deleted ones included: orders and reports outlive them. */
  summaries(ids: string[]): Promise<ListingSummary[]>;
  /** Ids of listings whose name contains `q`, or whose seller is one of `sellerIds`. */
  idsMatching(q: string, sellerIds: string[]): Promise<string[]>;
  /** One listing, active or sold, with its specifications; removed and deleted ones are not public. */
  findPublic(id: string): Promise<DetailRow | undefined>;
}

/** A listing's specifications, as JSON (SpecRow[]), for its page's one statement. */
const specsOf = sql<SpecRow[]>`(select coalesce(json_agg(json_build_object('key', ${listingSpecs.key}, 'value', ${listingSpecs.value}, 'number', ${listingSpecs.number})), '[]'::json) from ${listingSpecs} where ${listingSpecs.productId} = ${products.id})`;

export function createProductsRepository(db: Database, sellers: SellerSql): ProductsRepository {
  const columns = (f: ListingFilter) => ({
    ...listingColumns,
    rank: rankOf(f),
    sellerVerified: products.sellerVerified,
    seller: sellers.sellerCard(products.sellerId),
    sellerRating: sellers.ratingCount(products.sellerId),
  });
  const base = (f: ListingFilter = {}) => db.select(columns(f)).from(products).innerJoin(categories, eq(categories.id, products.categoryId));

  // A listing's page is the storefront's most asked-for single read: one statement, prepared once
  // per connection, so it is neither built nor planned again for each request.
  const publicById = db
    .select({ ...columns({}), specs: specsOf })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, sql.placeholder('id')), visible, sql`${products.status} <> 'removed'`))
    .limit(1)
    .prepare('catalog_public_listing');

  const pageQuery = (filter: ListingFilter, sort: ProductSort, cursor: KeysetCursor | undefined, limit: number, few = false, total?: SQL<string | number>) =>
    db
      .select({ ...columns(filter), total: total ?? sql<null>`null` })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(filterSql(filter), afterSql(sort, cursor, filter)))
      .orderBy(...orderOf(sort, filter, few))
      .limit(limit + 1);

  return {
    pageQuery,
    page: (filter, sort, cursor, limit, few, total) => pageQuery(filter, sort, cursor, limit, few, total),

    // Walks the newest-first index with the search as a filter: a search that matches many finds its newest few at once.
    pool: (filter, size) =>
      db
        .select({ id: products.id, rank: rankOf(filter), sellerVerified: products.sellerVerified, createdAt: products.createdAt })
        .from(products)
        .where(filterSql(filter))
        .orderBy(...orderOf('newest', filter, false))
        .limit(size),

    byIds: (filter, ids) => (ids.length === 0 ? Promise.resolve([]) : base(filter).where(and(storefront, inArray(products.id, ids)))),

    async featured(limit: number): Promise<StorefrontRow[]> {
      const rows = await base()
        // A boost ends at advertised_until: compared with the database's clock, no job ends it.
        .where(and(storefront, isNotNull(products.advertisedAt), gt(products.advertisedUntil, sql`now()`)))
        .orderBy(descNullsLast(products.advertisedAt), desc(products.id))
        .limit(limit);
      return rows;
    },

    /** How many listings are for sale (the sitemap's count). */
    async countForSale(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(products).where(storefront);
      return row?.n ?? 0;
    },

    /** A slice of the listings for sale in id order, so the files of a sitemap index never overlap. */
    forSaleSlice(offset: number, limit: number): Promise<{ id: string; updatedAt: Date }[]> {
      return db.select({ id: products.id, updatedAt: products.updatedAt }).from(products).where(storefront).orderBy(asc(products.id)).offset(offset).limit(limit);
    },

    /** Sellers with something for sale, in id order: their pages are worth a search engine's visit. */
    async sellersForSale(): Promise<string[]> {
      const rows = await db.selectDistinct({ id: products.sellerId }).from(products).where(storefront).orderBy(asc(products.sellerId));
      return rows.map((r) => r.id);
    },

    /**
     * Which of `filters` one listing matches, in one query: each filter becomes a boolean
     * column built by the storefront's own filterSql, so a saved search matches exactly what
     * the search page would show (for sale, not deleted, and every filter).
     */
    async matchFlags(id: string, filters: ListingFilter[]): Promise<boolean[]> {
      if (filters.length === 0) return [];
      const columns = Object.fromEntries(filters.map((f, i) => [`m${i}`, sql<boolean>`coalesce(${filterSql(f)}, false)`]));
      const [row] = await db.select(columns).from(products).where(eq(products.id, id));
      return filters.map((_, i) => row?.[`m${i}`] === true);
    },

    /** Where the seller's newest listing (sold ones too) is: the place their public page names. */
    async newestLocationOf(sellerId: string): Promise<string | null> {
      const [row] = await db
        .select({ location: products.location })
        .from(products)
        .where(and(eq(products.sellerId, sellerId), isNull(products.deletedAt)))
        .orderBy(desc(products.createdAt))
        .limit(1);
      return row?.location ?? null;
    },

    /** Several listings by id in one query, deleted ones included: orders and reports outlive them. */
    summaries: (ids: string[]): Promise<ListingSummary[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: products.id,
              name: products.name,
              picture: products.picture,
              resalePrice: products.resalePrice,
              status: products.status,
              sellerId: products.sellerId,
              deletedAt: products.deletedAt,
              sellerPhone: products.sellerPhone,
              quantity: products.quantity,
              held: products.held,
            })
            .from(products)
            .where(inArray(products.id, ids)),

    /** Ids of listings whose name contains `q`, or whose seller is one of `sellerIds`. */
    async idsMatching(q: string, sellerIds: string[]): Promise<string[]> {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(or(containsAny(q, products.name), sellerIds.length > 0 ? inArray(products.sellerId, sellerIds) : undefined));
      return rows.map((r) => r.id);
    },

    async findPublic(id: string): Promise<DetailRow | undefined> {
      const [row] = await publicById.execute({ id });
      return row;
    },
  };
}
