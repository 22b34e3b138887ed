import type { Product } from '@reboard/contracts';
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
  /** Public listings with their sellers (one lookup for the page); a deleted seller's listings are dropped. */
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
      const people = await deps.sellers.people(rows.map((r) => r.sellerId));
      return rows.flatMap((row) => {
        const seller = people.get(row.sellerId);
        return seller && !seller.deleted ? [toProduct(row, seller)] : [];
      });
    },
  };
}
