import { CATEGORY_IDS, CONDITIONS, type ProductSort } from '@reboard/contracts';
import type { FastifyInstance } from 'fastify';
import { fetchFrom, jsonField } from './fetch.ts';
import type { Recorded } from './measure.ts';
import { CITIES } from './seed.ts';

/** The sorts a listing page offers without a search ("best match" needs one). */
const SORTS = ['newest', 'price_asc', 'price_desc'] as const satisfies readonly ProductSort[];
/**
 * A few of the seeded cities: enough variety without multiplying the crawl by ten. Not Dhaka
 * (CITIES[0]): the rows in Dhaka are exactly the sold ones (both follow row number mod 10).
 */
const LOCATIONS = [CITIES[1], CITIES[2], CITIES[3], CITIES[6]];
/** Pages followed through nextCursor per filter combination (the first included). */
export const PAGES_DEEP = 3;
/** Chains crawled at once; PGlite answers one query at a time anyway. */
const CRAWLERS = 4;

export interface CrawledPage {
  path: string;
  response: Recorded;
}

/**
 * Every combination of category (or none), sort, condition (or any) and location (or any), the
 * filters a storefront visitor clicks: 4 × 3 × 4 × 5 = 240 first pages.
 */
function firstPages(): string[] {
  const out: string[] = [];
  for (const category of [undefined, ...Object.values(CATEGORY_IDS)]) {
    for (const sort of SORTS) {
      for (const condition of [undefined, ...CONDITIONS]) {
        for (const location of [undefined, ...LOCATIONS]) {
          const q = new URLSearchParams();
          if (category) q.set('category', category);
          q.set('sort', sort);
          if (condition) q.set('condition', condition);
          if (location) q.set('location', location);
          out.push(`/api/products?${q}`);
        }
      }
    }
  }
  return out;
}

/**
 * Distinct listing pages: each first page, then the pages after it by following nextCursor, up
 * to PAGES_DEEP (a chain ends early when a page answers other than 200 or is the last one).
 */
export async function crawlListingPages(app: FastifyInstance): Promise<CrawledPage[]> {
  const chains = firstPages();
  const pages: CrawledPage[] = [];
  let nextChain = 0;
  const crawler = async () => {
    while (nextChain < chains.length) {
      let path: string | undefined = chains[nextChain++]!;
      for (let depth = 0; path && depth < PAGES_DEEP; depth++) {
        const response = await fetchFrom(app, path);
        pages.push({ path, response });
        const cursor = response.status === 200 ? jsonField(response, 'nextCursor') : undefined;
        path = typeof cursor === 'string' ? `${path.replace(/&cursor=.*$/, '')}&cursor=${encodeURIComponent(cursor)}` : undefined;
      }
    }
  };
  await Promise.all(Array.from({ length: CRAWLERS }, crawler));
  return pages;
}
