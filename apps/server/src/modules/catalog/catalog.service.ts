import {
  MAX_PAGE_SIZE,
  type Category,
  type CategoryProducts,
  type Product,
  type ProductPage,
  type ProductListQuerySchema,
} from '@reboard/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { createCategoriesRepository } from './categories.repository.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { createProductsRepository, type ListingRow } from './products.repository.ts';
import { toPrefixTsquery } from './search.ts';

type ListQuery = z.output<typeof ProductListQuerySchema>;

export function toProduct(row: ListingRow): Product {
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
    usagePeriod: row.usagePeriod,
    yearPurchased: row.yearPurchased,
    postedOn: row.postedAt ? row.postedAt.toISOString() : null,
    status: row.status,
    isAdvertised: row.advertisedAt !== null,
    manufacturer: row.manufacturer,
    partNumber: row.partNumber,
    workingStatus: row.workingStatus,
    seller: { id: row.sellerId, name: row.sellerName, image: row.sellerImage, verified: row.sellerVerified },
  };
}

export function createCatalogService(db: Database) {
  const productsRepo = createProductsRepository(db);
  const categoriesRepo = createCategoriesRepository(db);

  async function findCategory(id: string): Promise<Category> {
    const category = isUuid(id) ? await categoriesRepo.find(id) : undefined;
    if (!category) throw notFound('No such category');
    return category;
  }

  async function listProducts(query: ListQuery): Promise<ProductPage> {
    // An unknown category filter matches nothing rather than failing the search.
    if (query.category && !isUuid(query.category)) return { items: [], nextCursor: null, total: 0 };
    const filter = {
      tsquery: toPrefixTsquery(query.q),
      categoryId: query.category,
      condition: query.condition,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
    };
    const cursor = decodeCursor(query.sort, query.cursor);
    const limit = Math.min(query.limit, MAX_PAGE_SIZE);
    const [rows, total] = await Promise.all([
      productsRepo.page(filter, query.sort, cursor, limit),
      productsRepo.count(filter),
    ]);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    const nextCursor =
      rows.length > limit && last
        ? encodeCursor(query.sort, {
            value: query.sort === 'newest' ? last.createdAt.toISOString() : last.resalePrice,
            id: last.id,
          })
        : null;
    return { items: items.map(toProduct), nextCursor, total };
  }

  return {
    listCategories: async () => ({ items: await categoriesRepo.list() }),

    async categoryProducts(id: string, query: ListQuery): Promise<CategoryProducts> {
      const category = await findCategory(id);
      return { category, ...(await listProducts({ ...query, category: category.id })) };
    },

    listProducts,

    featured: async () => ({ items: (await productsRepo.featured(12)).map(toProduct) }),

    async getProduct(id: string): Promise<Product> {
      const row = isUuid(id) ? await productsRepo.findPublic(id) : undefined;
      if (!row) throw notFound('No such listing');
      return toProduct(row);
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
