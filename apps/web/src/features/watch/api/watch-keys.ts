/** Saved searches and the watchlist: private to whoever is signed in. */
export const watchKeys = {
  all: ['watch'] as const,
  searches: () => [...watchKeys.all, 'searches'] as const,
  watchlist: () => [...watchKeys.all, 'watchlist'] as const,
  /** The ids behind the hearts on cards and detail pages. */
  watchedIds: () => [...watchKeys.all, 'ids'] as const,
  watcherCounts: () => [...watchKeys.all, 'watcher-counts'] as const,
};
