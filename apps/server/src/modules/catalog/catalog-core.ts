import type { Product } from '@reboard/contracts';
import type { Database } from '#server/db/client.ts';
import { toProduct } from '../listings/index.ts';
import { createCategoriesRepository, type CategoriesRepository } from './categories.repository.ts';
import type { CatalogDeps } from './catalog.types.ts';
import { createProductsRepository, type ProductsRepository, type StorefrontRow } from './products.repository.ts';

/** What each use case of the catalogue builds on: the repositories, its neighbours, and how a row becomes a public listing. */
export interface CatalogCore {
  db: Database;
  deps: CatalogDeps;
  currency: string;
  products: ProductsRepository;
  categories: CategoriesRepository;
  /** Public listings from rows that carry their sellers and ratings; a deleted or unknown seller's listings are dropped. */
  withSellers(rows: StorefrontRow[]): Product[];
}

export function createCatalogCore(db: Database, deps: CatalogDeps, currency: string): CatalogCore {
  return {
    db,
    deps,
    currency,
    products: createProductsRepository(db, deps),
    categories: createCategoriesRepository(db),
    withSellers(rows) {
      return rows.flatMap(({ seller, sellerRating, ...row }) =>
        seller && !seller.deleted
          ? [toProduct(row, { id: seller.id, name: seller.name, image: seller.image, sellerVerified: seller.verified }, deps.readRating(sellerRating))]
          : [],
      );
    },
  };
}
