/* What other modules may use of the catalog: listings as the public sees them (and the sitemap lists), and
 * lookups of listings by id that orders, payments, reports and admins need. */
export {
  createCatalogService,
  type CatalogDeps,
  type CatalogService,
  type ListingSummary,
  type SellerLookup,
  type SellerRatings,
  type SpecsOf,
} from './catalog.service.ts';
