import type { Product, RatingSummary } from '@reboard/contracts';
import type { Database } from '#server/db/client.ts';
import { toProduct, type ListingRow } from '../listings/index.ts';
import { createCategoriesRepository, type CategoriesRepository } from './categories.repository.ts';
import type { CatalogDeps } from './catalog.types.ts';
import { createProductsRepository, type ProductsRepository } from './products.repository.ts';

/** What each use case of the catalogue builds on: the repositories, its neighbours, and the sellers' lookup. */
export interface CatalogCore {
  db: Database;
  deps: CatalogDeps;
  currency: string;
  products: ProductsRepository;
  categories: CategoriesRepository;
  /** Public listings with their sellers and the sellers' ratings (one lookup each for the page); a deleted seller's listings are dropped. */
  withSellers(rows: ListingRow[]): Promise<Product[]>;
}

export function createCatalogCore(db: Database, deps: CatalogDeps, currency: string): CatalogCore {
  return {
    db,
    deps,
    currency,
    products: createProductsRepository(db),
    categories: createCategoriesRepository(db),
    async withSellers(rows) {
      const ids = rows.map((r) => r.sellerId);
      // Two queries for the whole page (people, then their ratings), however many cards it has.
      const [people, ratings] = await Promise.all([deps.sellers.people(ids), rows.length ? deps.ratings(ids) : new Map<string, RatingSummary>()]);
      return rows.flatMap((row) => {
        const seller = people.get(row.sellerId);
        return seller && !seller.deleted ? [toProduct(row, seller, ratings.get(row.sellerId))] : [];
      });
    },
  };
}
