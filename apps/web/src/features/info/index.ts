/* What app/ needs of the info pages: their slugs, which the router puts at their paths. */
export type { InfoPageSlug } from './info-pages.ts';
