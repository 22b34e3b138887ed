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

    /** Its seller's rating is read each time: reviews bump the cache. */
    async productDetail(id) {
      const product = await getProduct(id);
      const [rated, specs] = await Promise.all([deps.ratings([product.seller.id]), deps.specsOf([id])]);
      const rating = rated.get(product.seller.id);
      return { ...product, sellerRating: rating ?? { average: null, count: 0 }, specs: specTable(specs.get(id) ?? []) };
    },

    sellerLocation: (sellerId) => productsRepo.newestLocationOf(sellerId),

    countForSale: () => productsRepo.countForSale(),
    forSaleSlice: (offset, limit) => (limit > 0 ? productsRepo.forSaleSlice(offset, limit) : Promise.resolve([])),
    sellersForSale: () => productsRepo.sellersForSale(),
  };
}
