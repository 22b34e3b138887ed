import { notFound } from '#server/lib/errors.ts';
import { isUuid } from '#server/lib/ids.ts';
import { specTable } from '../listings/index.ts';
import type { CatalogCore } from './catalog-core.ts';
import type { CatalogService } from './catalog.types.ts';

type CatalogReads = Pick<
  CatalogService,
  'listCategories' | 'featured' | 'getProduct' | 'productDetail' | 'sellerLocation' | 'countForSale' | 'forSaleSlice' | 'sellersForSale'
>;

/** The storefront's reads besides search: categories, featured listings, a listing's page, a seller's place, the sitemap's lists. */
export function createCatalogReads({ deps, products: productsRepo, categories: categoriesRepo, withSellers }: CatalogCore): CatalogReads {
  async function getProduct(id: string) {
    const row = isUuid(id) ? await productsRepo.findPublic(id) : undefined;
    const [product] = row ? await withSellers([row]) : [];
    if (!product) throw notFound('errors.listing.noSuch');
    return product;
  }

  return {
    listCategories: async () => ({ items: await categoriesRepo.list() }),

    featured: async () => ({ items: await withSellers(await productsRepo.featured(12)) }),

    getProduct,

    /** Its seller's rating comes with the seller (withSellers), read each time: reviews bump the cache. */
    async productDetail(id) {
      const product = await getProduct(id);
      const specs = await deps.specsOf([id]);
      return { ...product, sellerRating: product.seller.rating, specs: specTable(specs.get(id) ?? []) };
    },

    sellerLocation: (sellerId) => productsRepo.newestLocationOf(sellerId),

    countForSale: () => productsRepo.countForSale(),
    forSaleSlice: (offset, limit) => (limit > 0 ? productsRepo.forSaleSlice(offset, limit) : Promise.resolve([])),
    sellersForSale: () => productsRepo.sellersForSale(),
  };
}
