import type { Condition, ProductSort } from '@reboard/contracts';
import { and, asc, count, desc, eq, gt, gte, isNotNull, isNull, lt, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, products } from '../../db/schema/catalog.ts';

/** The columns a public listing needs, with its category; the seller is looked up by id (auth owns people). */
export const listingColumns = {
  id: products.id,
  name: products.name,
  categoryId: products.categoryId,
  categoryName: categories.name,
  condition: products.condition,
  description: products.description,
  location: products.location,
  originalPrice: products.originalPrice,
  resalePrice: products.resalePrice,
  picture: products.picture,
  usagePeriod: products.usagePeriod,
  yearPurchased: products.yearPurchased,
  postedAt: products.postedAt,
  createdAt: products.createdAt,
  status: products.status,
  advertisedAt: products.advertisedAt,
  manufacturer: products.manufacturer,
  partNumber: products.partNumber,
  workingStatus: products.workingStatus,
  sellerId: products.sellerId,
};

/**
 * Listings the public may see: not deleted. A deleted account's unsold listings are
 * soft-deleted with it; the service also drops any whose seller is gone, as a second guard.
 */
const visible = isNull(products.deletedAt);
const storefront = and(visible, eq(products.status, 'active'));

export interface ListingFilter {
  /** A prepared tsquery string (see search.ts), or undefined for no text filter. */
  tsquery?: string | undefined;
  categoryId?: string | undefined;
  condition?: Condition | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

export type KeysetCursor = { value: string | number; id: string };

function filterSql(f: ListingFilter): SQL | undefined {
  return and(
    storefront,
    f.tsquery ? sql`${products.search} @@ to_tsquery('english', ${f.tsquery})` : undefined,
    f.categoryId ? eq(products.categoryId, f.categoryId) : undefined,
    f.condition ? eq(products.condition, f.condition) : undefined,
    f.minPrice !== undefined ? gte(products.resalePrice, f.minPrice) : undefined,
    f.maxPrice !== undefined ? lte(products.resalePrice, f.maxPrice) : undefined,
  );
}

/** Keyset pagination: "after this row" in the sort order, so deep pages cost what the first does. */
function afterSql(sort: ProductSort, cursor: KeysetCursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  switch (sort) {
    case 'newest': {
      const at = new Date(cursor.value);
      return or(lt(products.createdAt, at), and(eq(products.createdAt, at), lt(products.id, cursor.id)));
    }
    case 'price_asc':
      return or(
        gt(products.resalePrice, Number(cursor.value)),
        and(eq(products.resalePrice, Number(cursor.value)), gt(products.id, cursor.id)),
      );
    case 'price_desc':
      return or(
        lt(products.resalePrice, Number(cursor.value)),
        and(eq(products.resalePrice, Number(cursor.value)), lt(products.id, cursor.id)),
      );
  }
}

/*
 * The indexes are DESC NULLS LAST (drizzle-kit's form); ORDER BY must say the same or
 * PostgreSQL sorts the whole table instead of walking the index (the columns are NOT NULL,
 * but the planner does not use that to match them).
 */
const descNullsLast = (column: AnyColumn) => sql`${column} desc nulls last`;

const ORDER: Record<ProductSort, SQL[]> = {
  newest: [descNullsLast(products.createdAt), descNullsLast(products.id)],
  price_asc: [asc(products.resalePrice), asc(products.id)],
  price_desc: [desc(products.resalePrice), desc(products.id)],
};

export function createProductsRepository(db: Database) {
  const base = () =>
    db.select(listingColumns).from(products).innerJoin(categories, eq(categories.id, products.categoryId));

  return {
    /** The page query itself (also EXPLAINed by the tests to check it walks an index). */
    pageQuery(filter: ListingFilter, sort: ProductSort, cursor: KeysetCursor | undefined, limit: number) {
      return base()
        .where(and(filterSql(filter), afterSql(sort, cursor)))
        .orderBy(...ORDER[sort])
        .limit(limit + 1);
    },

    page(filter: ListingFilter, sort: ProductSort, cursor: KeysetCursor | undefined, limit: number) {
      return this.pageQuery(filter, sort, cursor, limit);
    },

    /** Counted on products alone (an index-only scan). */
    async count(filter: ListingFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(products).where(filterSql(filter));
      return Number(row?.n ?? 0);
    },

    async featured(limit: number) {
      const rows = await base()
        .where(and(storefront, isNotNull(products.advertisedAt)))
        .orderBy(descNullsLast(products.advertisedAt), desc(products.id))
        .limit(limit);
      return rows;
    },

    /** One listing, active or sold; removed and deleted ones are not public. */
    async findPublic(id: string) {
      const [row] = await base()
        .where(and(eq(products.id, id), visible, sql`${products.status} <> 'removed'`))
        .limit(1);
      return row;
    },
  };
}
export type ProductsRepository = ReturnType<typeof createProductsRepository>;
export type ListingRow = Awaited<ReturnType<ProductsRepository['featured']>>[number];
