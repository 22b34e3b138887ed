import { categoryPath, FIXED_PUBLIC_PAGES, productPath, sellerPath } from '@reboard/contracts';
import type { CatalogService } from '../catalog/index.ts';
import { SITEMAP_URL_LIMIT, sitemapFileCount, sitemapIndexXml, urlsetXml, type SitemapEntry } from './sitemap.ts';

const FIXED_PAGES: string[] = Object.values(FIXED_PUBLIC_PAGES);

/** The address of the n-th file (from 1) of a sitemap index. */
export const sitemapFilePath = (n: number) => `/sitemaps/${n}.xml`;

type Catalog = Pick<CatalogService, 'listCategories' | 'countForSale' | 'forSaleSlice' | 'sellersForSale'>;

/** The sitemap: the fixed pages, the categories, the sellers with something for sale and every listing for sale. */
export interface SeoService {
  /** The sitemap, or its index when it needs more than one file. */
  sitemap(origin: string): Promise<string>;
  /** The n-th file of the index; null past the last. */
  sitemapFile(origin: string, n: number): Promise<string | null>;
}

export function createSeoService(catalog: Catalog, limit = SITEMAP_URL_LIMIT): SeoService {
  // Sellers are few beside listings, so they travel with the fixed head of the list.
  const headPaths = async () => [
    ...FIXED_PAGES,
    ...(await catalog.listCategories()).items.map((c) => categoryPath(c.id)),
    ...(await catalog.sellersForSale()).map((id) => sellerPath(id)),
  ];
  /** URLs [start, start + size) of the whole list: fixed pages, categories and sellers, then listings. */
  async function slice(origin: string, start: number, size: number): Promise<SitemapEntry[]> {
    const fixed = await headPaths();
    const head = fixed.slice(start, start + size).map((p) => ({ loc: `${origin}${p}` }));
    const offset = Math.max(0, start - fixed.length);
    const listings = await catalog.forSaleSlice(offset, size - head.length);
    return [...head, ...listings.map((l) => ({ loc: `${origin}${productPath(l.id)}`, lastmod: l.updatedAt }))];
  }
  async function fileCount(): Promise<number> {
    const [head, listings] = await Promise.all([headPaths(), catalog.countForSale()]);
    return sitemapFileCount(head.length + listings, limit);
  }

  return {
    /** /sitemap.xml: every URL, or past the limit an index of files that hold them. */
    async sitemap(origin: string): Promise<string> {
      const files = await fileCount();
      if (files === 1) return urlsetXml(await slice(origin, 0, limit));
      return sitemapIndexXml(Array.from({ length: files }, (_, i) => ({ loc: `${origin}${sitemapFilePath(i + 1)}` })));
    },
    /** One file of the index, or null when there is no such file. */
    async sitemapFile(origin: string, n: number): Promise<string | null> {
      if (n < 1 || n > (await fileCount())) return null;
      return urlsetXml(await slice(origin, (n - 1) * limit, limit));
    },
  };
}
