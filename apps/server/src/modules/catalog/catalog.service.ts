import type { Database } from '#server/db/client.ts';
import { createCatalogCore } from './catalog-core.ts';
import { createCatalogLookups } from './catalog-lookups.ts';
import { createCatalogPartOffers } from './catalog-part-offers.ts';
import { createCatalogReads } from './catalog-reads.ts';
import { createCatalogSearch } from './catalog-search.ts';
import type { CatalogDeps, CatalogService } from './catalog.types.ts';

/**
 * The listings as the public sees them, composed from its use cases over one shared core (the
 * repositories, the neighbours it asks, and the sellers' lookup every page makes).
 */
export function createCatalogService(db: Database, deps: CatalogDeps, currency: string): CatalogService {
  const core = createCatalogCore(db, deps, currency);
  return {
    ...createCatalogSearch(core),
    ...createCatalogReads(core),
    ...createCatalogLookups(core),
    // A BOM's lines by part key (the bom module's).
    ...createCatalogPartOffers(core),
  };
}
