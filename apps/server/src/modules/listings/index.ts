import type { Database } from '#server/db/client.ts';
import { API_PREFIX, type AppInstance } from '#server/plugins/mount.ts';
import { createListingPhotosService } from './listing-photos.ts';
import { listingPhotosRoutes } from './listing-photos.routes.ts';
import { importsRoutes } from './imports/imports.routes.ts';
import type { ImportsService } from './imports/imports.service.ts';
import { listingsRoutes } from './listings.routes.ts';
import type { ListingsService } from './listings.service.ts';
import { proofRoutes } from './proof.routes.ts';
import type { ProofService } from './proof.service.ts';

/*
 * What other modules may use of the seller's listings: the listing's shape as the public sees it
 * (the catalogue reads the listing tables with it), the changes other modules make to a listing,
 * and the news of listings that saved searches and watchlists follow; and what app.ts wires:
 * the service with its proof codes and its check of pictures.
 */
export { createListingsService, type ListingsDeps, type ListingsService } from './listings.service.ts';
export { createListingStatusService, type ListingStatusService } from './listing-status.service.ts';
export { createListingEvents, jobPerListing, type ListingEvents, type ListingFacts, type ListingJobListener, type ListingListener } from './listing-events.ts';
export { createListingUploads, type CheckListingPictures } from './listing-uploads.ts';
export { availableOf, listingColumns, toProduct, type ListingRow } from './listing-view.ts';
export { createProofCodes, hasProofBadge, type ProofCodes } from './proof.ts';
export { createProofService, type ProofService } from './proof.service.ts';
export { specTable } from './listing-specs.ts';
export { createImportsService, type ImportsService } from './imports/imports.service.ts';

/** Mounts a seller's listings: the proof code, create, edit, boost, delete, their own list, the photos' order, and spreadsheet uploads. */
export async function mountListings(
  app: AppInstance,
  deps: { db: Database; listings: ListingsService; proof: ProofService; listingsPerHour: number; imports: ImportsService },
): Promise<void> {
  const { db, listings, proof, listingsPerHour, imports } = deps;
  await app.register(proofRoutes, { prefix: API_PREFIX, proof });
  await app.register(listingsRoutes, { prefix: API_PREFIX, listings, listingsPerHour });
  await app.register(listingPhotosRoutes, { prefix: API_PREFIX, photos: createListingPhotosService(db, listings.mine) });
  await app.register(importsRoutes, { prefix: API_PREFIX, imports });
}
