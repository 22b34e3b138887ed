/** Saved searches' and the watchlist's limits and alert choices, without a schema (watch.ts builds its schemas from these). */

export const SAVED_SEARCH_LIMIT = 25;
export const SAVED_SEARCH_NAME_MAX = 80;
/** How many listings one person may watch: enough for anyone, and the hearts' id list stays small. */
export const WATCHLIST_LIMIT = 500;

export const SEARCH_ALERTS = ['immediate', 'daily'] as const;
export type SearchAlert = (typeof SEARCH_ALERTS)[number];
export const SEARCH_ALERT_KEYS = {
  immediate: 'watch.alert.immediate',
  daily: 'watch.alert.daily',
} as const satisfies Record<SearchAlert, string>;
