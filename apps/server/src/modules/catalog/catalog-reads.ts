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
export function createCatalogReads({ products: productsRepo, categories: categoriesRepo, withSellers }: CatalogCore): CatalogReads {
  /** The listing with its specifications, from one statement (seller, rating and specifications included). */
  async function publicListing(id: string) {
    const row = isUuid(id) ? await productsRepo.findPublic(id) : undefined;
    const [product] = row ? withSellers([row]) : [];
    if (!row || !product) throw notFound('errors.listing.noSuch');
    return { product, specs: row.specs };
  }

  return {
    listCategories: async () => ({ items: await categoriesRepo.list() }),

    featured: async () => ({ items: withSellers(await productsRepo.featured(12)) }),

    getProduct: async (id) => (await publicListing(id)).product,

    /** Its seller's rating comes with the seller, read each time: reviews bump the cache. */
    async productDetail(id) {
      const { product, specs } = await publicListing(id);
      return { ...product, sellerRating: product.seller.rating, specs: specTable(specs) };
    },

    sellerLocation: (sellerId) => productsRepo.newestLocationOf(sellerId),

    countForSale: () => productsRepo.countForSale(),
    forSaleSlice: (offset, limit) => (limit > 0 ? productsRepo.forSaleSlice(offset, limit) : Promise.resolve([])),
    sellersForSale: () => productsRepo.sellersForSale(),
  };
}
