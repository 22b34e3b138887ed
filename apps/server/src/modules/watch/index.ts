/* What app.ts wires of watch: saved searches with their alerts, and watchlists. Other modules use none of it. */
export { createSavedSearchesService, type SavedSearchesService } from './saved-searches.service.ts';
export { createSearchAlertsService, nextDigestAt, type SearchAlertsService } from './search-alerts.service.ts';
export { createWatchlistService, type WatchlistService } from './watchlist.service.ts';
export { watchRoutes } from './watch.routes.ts';
