import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf, type DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { fetchFrom, representative, shuffled } from './fetch.ts';
import { crawlListingPages, PAGES_DEEP } from './listing-pages.ts';
import type { Recorded } from './measure.ts';
import { searchTerms, suggestionPrefixes } from './search-terms.ts';
import { COMMON_WORD } from './seed.ts';

export const SCENARIOS = {
  'listing-hot': 'the first listing page, newest first, again and again',
  'listing-cold': `distinct listing pages: category × sort × condition × location, up to ${PAGES_DEEP} pages deep by nextCursor`,
  'search-hot': `the same search (?q=${COMMON_WORD}) again and again`,
  'search-cold': 'distinct searches, one per term of a fixed list of words and part numbers',
  'search-facets': 'facet counts (GET /api/products/facets) for the same distinct search terms',
  suggestions: 'suggestions as a person types (GET /api/products/suggestions): prefixes of the same terms',
  detail: 'distinct listing detail pages (GET /api/products/:id) of unsold listings',
} as const;
export type ScenarioName = keyof typeof SCENARIOS;
export const SCENARIO_NAMES = Object.keys(SCENARIOS) as ScenarioName[];

/** Detail pages asked for: distinct ids, enough that a short run rarely repeats one. */
const DETAIL_IDS = 2000;
/** Responses recorded to pick the bare route's representative answer (searches, facets, detail). */
const SAMPLE = 15;

export interface Scenario {
  name: ScenarioName;
  description: string;
  /** The distinct URLs the load cycles through, in a fixed shuffled order. */
  paths: string[];
  /**
   * What the bare route serves: the exact answer for a hot scenario, the median-sized 200 answer
   * of the sampled URLs for a cold one. Undefined when no sampled URL answered 200.
   */
  bareResponse: Recorded | undefined;
  /** Why the scenario is not available on this server (e.g. the endpoint answered 404). */
  unavailable?: string;
}

/**
 * Builds the URL lists, asking the app (a preparation instance, see run.ts) where a list needs
 * its answers: cursors for the deeper listing pages, sample answers for the bare route.
 */
export async function prepareScenario(name: ScenarioName, app: FastifyInstance, handle: DatabaseHandle): Promise<Scenario> {
  const description = SCENARIOS[name];
  const sampled = async (paths: string[]): Promise<Scenario> => {
    const step = Math.max(1, Math.floor(paths.length / SAMPLE));
    const sample: Recorded[] = [];
    for (let i = 0; i < paths.length && sample.length < SAMPLE; i += step) sample.push(await fetchFrom(app, paths[i]!));
    return withAvailability({ name, description, paths, bareResponse: representative(sample) }, paths[0]!, sample[0]);
  };
  switch (name) {
    case 'listing-hot':
      return sampled(['/api/products']);
    case 'search-hot':
      return sampled([`/api/products?q=${COMMON_WORD}`]);
    case 'listing-cold': {
      const pages = await crawlListingPages(app);
      const paths = shuffled(pages.map((p) => p.path));
      const bareResponse = representative(pages.map((p) => p.response));
      return withAvailability({ name, description, paths, bareResponse }, pages[0]!.path, pages[0]!.response);
    }
    case 'search-cold':
      return sampled(shuffled(searchTerms()).map((t) => `/api/products?q=${encodeURIComponent(t)}`));
    case 'search-facets':
      return sampled(shuffled(searchTerms()).map((t) => `/api/products/facets?q=${encodeURIComponent(t)}`));
    case 'suggestions':
      return sampled(shuffled(suggestionPrefixes()).map((p) => `/api/products/suggestions?q=${encodeURIComponent(p)}`));
    case 'detail':
      return sampled(shuffled(await unsoldIds(handle)).map((id) => `/api/products/${id}`));
  }
}

/**
 * A scenario none of whose sampled URLs answered 200 is "not available" only when the server
 * lacks the endpoint (404); any other answer (a 503, a 500) is the preparation failing, and
 * must not pass as a scenario skipped.
 */
function withAvailability(s: Scenario, firstPath: string, first: Recorded | undefined): Scenario {
  if (s.bareResponse) return s;
  const status = first ? `${first.status}: ${first.body.toString('utf8', 0, 200)}` : 'nothing';
  if (first?.status !== 404) throw new Error(`preparing ${s.name}: GET ${firstPath} answered ${status}`);
  return { ...s, unavailable: `GET ${firstPath} answered ${status}` };
}

/** Ids of unsold listings spread over the table (uuids are random, so id order is no pattern). */
async function unsoldIds(handle: DatabaseHandle): Promise<string[]> {
  const result = await rowsOf<{ id: string }>(handle.db, sql`SELECT id FROM products WHERE status = 'active' ORDER BY id LIMIT ${DETAIL_IDS}`);
  return result.map((r) => r.id);
}
