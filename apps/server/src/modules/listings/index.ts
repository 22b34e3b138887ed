/*
 * What other modules may use of the seller's listings: the listing's shape as the public sees it
 * (the catalogue reads the listing tables with it), the changes other modules make to a listing,
 * and the news of listings that saved searches and watchlists follow.
 */
export { createListingsService, type ListingsService } from './listings.service.ts';
export { createListingStatusService, type ListingStatusService } from './listing-status.service.ts';
export { createListingEvents, type ListingEvents, type ListingFacts, type ListingListener } from './listing-events.ts';
export { listingColumns, toProduct, type ListingRow } from './listing-view.ts';
export { hasProofBadge } from './proof.ts';
export { specTable } from './listing-specs.ts';
