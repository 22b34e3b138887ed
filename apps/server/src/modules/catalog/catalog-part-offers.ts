import type { Product } from '@reboard/contracts';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/client.ts';
import { categories, products } from '#server/db/schema/listings.ts';
import { availableOf, listingColumns } from '../listings/index.ts';
import type { CatalogCore } from './catalog-core.ts';

/** A listing for sale as a BOM line sees it: the public listing, its part key, and the units others can book now. */
export interface PartOffer {
  product: Product;
  partKey: string;
  available: number;
}

/** A part wanted by a BOM: its key (as products.part_key) and how many units, which orders the candidates. */
export interface PartWant {
  key: string;
  units: number;
}

/** What the bom module reads of the catalogue: listings for sale by part key, and by id. */
export interface CatalogPartOffers {
  /** For each wanted key, its best `perKey` listings with units to book: enough units first (or the most), then the lowest price, then a verified seller. One query. */
  offersForParts(wants: PartWant[], perKey: number): Promise<PartOffer[]>;
  /** These listings, when for sale with units to book (a search's matches, a new listing). */
  offersByIds(ids: string[]): Promise<PartOffer[]>;
}

/** Listings of one part ranked for a BOM line at most (see offersForParts). */
const CANDIDATES_PER_KEY = 1000;

const forSale = and(eq(products.status, 'active'), isNull(products.deletedAt), gt(sql`${products.quantity} - ${products.held}`, 0));

export function createCatalogPartOffers({ db, deps, withSellers }: CatalogCore): CatalogPartOffers {
  async function offersByIds(ids: string[]): Promise<PartOffer[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        ...listingColumns,
        rank: sql<number>`0`,
        sellerVerified: products.sellerVerified,
        seller: deps.sellerCard(products.sellerId),
        sellerRating: deps.ratingCount(products.sellerId),
        partKey: products.partKey,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(forSale, inArray(products.id, [...new Set(ids)])));
    const extra = new Map(rows.map((r) => [r.id, { partKey: r.partKey ?? '', available: availableOf(r) }]));
    return withSellers(rows).map((product) => ({ product, ...extra.get(product.id)! }));
  }

  return {
    offersByIds,

    async offersForParts(wants, perKey) {
      if (wants.length === 0) return [];
      // One lateral walk of products_part_key_idx (part key, price) per key, each cut to its best
      // few; the full rows are read by id after. A part thousands of sellers list is ranked among
      // its CANDIDATES_PER_KEY cheapest, which the index gives in order without reading the rest
      // (41 000 rows a key at a million listings of 24 parts).
      const keys = sql.join(wants.map((w) => sql`${w.key}`), sql`, `);
      const units = sql.join(wants.map((w) => sql`${w.units}`), sql`, `);
      const ids = await rowsOf<{ id: string }>(
        db,
        sql`select p.id from unnest(array[${keys}]::text[], array[${units}]::integer[]) as w(key, units)
            cross join lateral (
              select c.id from (
                select ${products.id} as id, ${products.quantity} - ${products.held} as available, ${products.resalePrice} as price, ${products.sellerVerified} as verified
                from ${products}
                where ${products.partKey} = w.key and ${products.status} = 'active' and ${products.deletedAt} is null and ${products.partKey} <> ''
                  and ${products.quantity} - ${products.held} > 0
                order by ${products.resalePrice}
                limit ${CANDIDATES_PER_KEY}
              ) c
              order by least(c.available, w.units) desc, c.price asc, c.verified desc, c.id
              limit ${perKey}
            ) p`,
      );
      return offersByIds(ids.map((r) => r.id));
    },
  };
}
