import type { Database } from '#server/db/client.ts';
import { API_PREFIX, type AppInstance } from '#server/plugins/mount.ts';
import { createSavedSearchesService } from './saved-searches.service.ts';
import { watchRoutes } from './watch.routes.ts';
import type { WatchlistService } from './watchlist.service.ts';

/* What app.ts wires of watch: saved searches with their alerts, and watchlists, which follow listings. Other modules use none of it. */
export { createSearchAlertsService, nextDigestAt, type SearchAlertsService } from './search-alerts.service.ts';
export { createWatchlistService, type WatchlistService } from './watchlist.service.ts';

/** Mounts saved searches and the watchlist. */
export async function mountWatch(app: AppInstance, deps: { db: Database; watchlist: WatchlistService }): Promise<void> {
  await app.register(watchRoutes, { prefix: API_PREFIX, searches: createSavedSearchesService(deps.db), watchlist: deps.watchlist });
}
