import type { AppInstance } from '#server/plugins/mount.ts';
import type { CatalogService } from '../catalog/index.ts';
import { seoRoutes } from './seo.routes.ts';
import { createSeoService } from './seo.service.ts';

/* What app.ts wires of seo: robots.txt and the sitemap. Other modules use none of it. */

/** Mounts robots.txt and the sitemap at the site's root (outside /api), their links under `origin`. */
export async function mountSeo(
  app: AppInstance,
  deps: { catalog: Pick<CatalogService, 'listCategories' | 'countForSale' | 'forSaleSlice' | 'sellersForSale'>; origin: string },
): Promise<void> {
  await app.register(seoRoutes, { seo: createSeoService(deps.catalog), origin: deps.origin });
}
