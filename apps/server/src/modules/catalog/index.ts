import type { Database } from '#server/db/client.ts';
import { API_PREFIX, type AppInstance } from '#server/plugins/mount.ts';
import type { CachedReply } from '#server/plugins/public-cache.ts';
import { catalogRoutes } from './catalog.routes.ts';
import type { CatalogService } from './catalog.types.ts';
import { createFacetsService } from './facets.service.ts';
import { createSuggestions } from './suggestions.ts';

/* What other modules may use of the catalog: listings as the public sees them (and the sitemap lists), and
 * lookups of listings by id that orders, payments, reports and admins need; and the storefront's other two
 * services, its facets and its suggestions, which mountCatalog builds. */
export { createCatalogService } from './catalog.service.ts';
export type { CatalogDeps, CatalogService, RatingCount, SellerCard, SellerRatings } from './catalog.types.ts';
export type { ListingSummary } from './products.repository.ts';
export type { PartOffer, PartWant } from './catalog-part-offers.ts';
/** A part number compared as listings are keyed (products.part_key): a BOM line's key. */
export { exactTerm as partKeyOf } from './search.ts';
export type { FacetsService } from './facets.service.ts';
export type { SuggestionsService } from './suggestions.ts';

/** Mounts the storefront: categories, search with its facets and suggestions, featured listings and a listing's page, answered through the public cache. */
export async function mountCatalog(
  app: AppInstance,
  deps: { db: Database; catalog: CatalogService; currency: string; cached: CachedReply },
): Promise<void> {
  const { db, catalog, currency, cached } = deps;
  const categories = async () => (await catalog.listCategories()).items;
  const facets = createFacetsService(db, currency, categories);
  const suggestions = createSuggestions(db, categories);
  await app.register(catalogRoutes, { prefix: API_PREFIX, catalog, facets, suggestions, cached });
}
