/* What other modules may use of the catalog: listings as the public sees them (and the sitemap lists), lookups and
 * state changes on listings that orders, payments, reports and admins need. */
export { createCatalogService, type CatalogService, type ListingSummary, type SellerLookup, type SellerRatings } from './catalog.service.ts';
export { createListingEvents, type ListingEvents, type ListingFacts, type ListingListener } from './listing-events.ts';
