import {
  CONDITION_LABELS,
  CONDITIONS,
  FACET_NAMES,
  PRICE_BANDS,
  PROOF_BADGE_LABEL,
  priceBandValue,
  priceRangeLabel,
  VERIFIED_SELLERS_LABEL,
  WORKING_STATUS_LABELS,
  WORKING_STATUSES,
  type Category,
  type FacetName,
  type FacetValue,
  type ProductFacets,
  type ProductFilterQuery,
} from '@reboard/contracts';
import type { Database } from '#server/db/client.ts';
import { isUuid } from '#server/lib/ids.ts';
import { createCountsRepository, shownCount, type FacetCounts } from './counts.repository.ts';
import { toListingFilter } from './filters.ts';
import type { ListingFilter } from './products.repository.ts';
import { specFacets } from './spec-facets.ts';
import { createSpecCountsRepository } from './spec-counts.repository.ts';

/** How many places the location facet offers (the most common ones). */
const TOP_LOCATIONS = 10;

/*
 * The facets counted together by dimension (from the counters, or one sample). "Photo with
 * code" is counted on its own, from a capped sample: the counters have no proof column.
 */
type GroupedFacet = Exclude<FacetName, 'proof'>;
const GROUPED = FACET_NAMES.filter((name): name is GroupedFacet => name !== 'proof');

/** What choosing a value of each facet sets aside: its own filter (so the other values stay countable). */
const WITHOUT: Record<GroupedFacet, (f: ListingFilter) => ListingFilter> = {
  category: (f) => ({ ...f, categoryId: undefined }),
  condition: (f) => ({ ...f, condition: undefined }),
  workingStatus: (f) => ({ ...f, workingStatus: undefined }),
  price: (f) => ({ ...f, minPrice: undefined, maxPrice: undefined }),
  verified: (f) => ({ ...f, verifiedOnly: false }),
  location: (f) => ({ ...f, location: undefined }),
};

/** Whether the filter narrows by this facet. */
const CHOSEN: Record<GroupedFacet, (f: ListingFilter) => boolean> = {
  category: (f) => Boolean(f.categoryId),
  condition: (f) => Boolean(f.condition),
  workingStatus: (f) => Boolean(f.workingStatus),
  price: (f) => f.minPrice !== undefined || f.maxPrice !== undefined,
  verified: (f) => Boolean(f.verifiedOnly),
  location: (f) => Boolean(f.location),
};

type Choice = { value: string; label: string };

/** The filter panel's counts: how many listings each value of each facet would leave. */
export interface FacetsService {
  /** Each facet's values with their counts (a chosen facet counted without its own filter), and the specifications'. */
  facets(query: Partial<ProductFilterQuery>): Promise<ProductFacets>;
}

export function createFacetsService(db: Database, currency: string, categories: () => Promise<Category[]>): FacetsService {
  const repo = createCountsRepository(db, currency);
  const specs = createSpecCountsRepository(db);

  return {
    async facets(query: Partial<ProductFilterQuery>): Promise<ProductFacets> {
      const filter = toListingFilter(query, currency);
      if (filter.categoryId && !isUuid(filter.categoryId)) {
        return { total: 0, totalIsExact: true, facets: { category: [], condition: [], workingStatus: [], price: [], verified: [], proof: [], location: [] }, specs: [] };
      }

      // One sample for the facets nobody chose; one more per chosen facet, without its own filter.
      const chosen = GROUPED.filter((name) => CHOSEN[name](filter));
      // Listings with the badge among the others chosen: a capped count, as a text search's.
      // A search that surely matches more than the cap is estimated from a sample (counts.repository).
      const estimateFrom = (await repo.surelyMoreThanCap(filter)) ? await repo.sample() : undefined;
      const [proof, [main, ...others]] = await Promise.all([
        repo.total({ ...filter, proofOnly: true }, estimateFrom),
        Promise.all([repo.facets(filter, estimateFrom), ...chosen.map((name) => repo.facets(WITHOUT[name](filter), estimateFrom))]),
      ]);
      const specValues = await specFacets(specs, filter, estimateFrom);
      const countsOf = (name: GroupedFacet): FacetCounts => {
        const i = chosen.indexOf(name);
        return i < 0 ? main! : others[i]!;
      };
      /** Each of `choices` with its count (exact from the counters, or from a sample below the cap). */
      const facet = (name: GroupedFacet, choices: Choice[]): FacetValue[] => {
        const { rows, exact } = countsOf(name);
        const counts = new Map(rows.filter((r) => r.dim === name && r.value !== null).map((r) => [r.value!, r.n]));
        return choices.map(({ value, label }) => ({ value, label, count: shownCount(counts.get(value) ?? 0, exact).total, countIsExact: exact }));
      };

      const cats = await categories();
      const places = countsOf('location')
        .rows.filter((r) => r.dim === 'location' && r.value !== null)
        .sort((a, b) => b.n - a.n || a.value!.localeCompare(b.value!))
        .slice(0, TOP_LOCATIONS)
        .map((r) => ({ value: r.value!, label: r.value! }));

      const total = shownCount(main!.rows.find((r) => r.dim === 'total')?.n ?? 0, main!.exact);
      return {
        total: total.total,
        totalIsExact: total.exact,
        facets: {
          category: facet('category', cats.map((c) => ({ value: c.id, label: c.name }))),
          condition: facet('condition', CONDITIONS.map((c) => ({ value: c, label: CONDITION_LABELS[c] }))),
          workingStatus: facet('workingStatus', WORKING_STATUSES.map((w) => ({ value: w, label: WORKING_STATUS_LABELS[w] }))),
          price: facet(
            'price',
            PRICE_BANDS.map((band) => ({
              value: priceBandValue(band),
              label: priceRangeLabel(band.minPrice, 'maxPrice' in band ? band.maxPrice : undefined, currency),
            })),
          ),
          verified: facet('verified', [{ value: 'true', label: VERIFIED_SELLERS_LABEL }]),
          proof: [{ value: 'true', label: PROOF_BADGE_LABEL, count: proof.total, countIsExact: proof.exact }],
          location: facet('location', places),
        },
        specs: specValues,
      };
    },
  };
}
