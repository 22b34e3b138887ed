import {
  CONDITION_LABELS,
  CONDITIONS,
  COUNT_CAP,
  FACET_NAMES,
  formatMoney,
  PRICE_BANDS,
  toMinor,
  WORKING_STATUS_LABELS,
  WORKING_STATUSES,
  type Category,
  type FacetName,
  type FacetValue,
  type ProductFacets,
  type ProductFilters,
} from '@reboard/contracts';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../lib/ids.ts';
import { createFacetsRepository, type FacetRow } from './facets.repository.ts';
import { onlyCategory, toListingFilter } from './filters.ts';
import { capped, createProductsRepository, type ListingFilter } from './products.repository.ts';

/** How many places the location facet offers (the most common ones). */
const TOP_LOCATIONS = 10;

/** What choosing a value of each facet sets aside: its own filter (so the other values stay countable). */
const WITHOUT: Record<FacetName, (f: ListingFilter) => ListingFilter> = {
  category: (f) => ({ ...f, categoryId: undefined }),
  condition: (f) => ({ ...f, condition: undefined }),
  workingStatus: (f) => ({ ...f, workingStatus: undefined }),
  price: (f) => ({ ...f, minPrice: undefined, maxPrice: undefined }),
  verified: (f) => ({ ...f, verifiedOnly: false }),
  location: (f) => ({ ...f, location: undefined }),
};

/** Whether the filter narrows by this facet. */
const CHOSEN: Record<FacetName, (f: ListingFilter) => boolean> = {
  category: (f) => Boolean(f.categoryId),
  condition: (f) => Boolean(f.condition),
  workingStatus: (f) => Boolean(f.workingStatus),
  price: (f) => f.minPrice !== undefined || f.maxPrice !== undefined,
  verified: (f) => Boolean(f.verifiedOnly),
  location: (f) => Boolean(f.location),
};

const bandValue = (band: (typeof PRICE_BANDS)[number]) => `${band.minPrice}-${'maxPrice' in band ? band.maxPrice : ''}`;

export function createFacetsService(db: Database, currency: string, categories: () => Promise<Category[]>) {
  const repo = createFacetsRepository(db, (whole) => toMinor(whole, currency));
  const productsRepo = createProductsRepository(db);
  const money = (whole: number) => formatMoney(toMinor(whole, currency), currency);
  const bandLabel = (band: (typeof PRICE_BANDS)[number]) =>
    'maxPrice' in band ? `${money(band.minPrice)} – ${money(band.maxPrice)}` : `${money(band.minPrice)} and more`;

  /** Counts of one facet's values from a sample of `sampleSize` rows (exact below the cap). */
  function values(rows: FacetRow[], dim: FacetName, exact: boolean, all: Array<{ value: string; label: string }>): FacetValue[] {
    const counts = new Map(rows.filter((r) => r.dim === dim && r.value !== null).map((r) => [r.value!, r.n]));
    return all.map(({ value, label }) => ({ value, label, count: Math.min(counts.get(value) ?? 0, COUNT_CAP), countIsExact: exact }));
  }

  return {
    async facets(query: Partial<ProductFilters>): Promise<ProductFacets> {
      const filter = toListingFilter(query, currency);
      const cats = await categories();
      const empty = { total: 0, totalIsExact: true, facets: { category: [], condition: [], workingStatus: [], price: [], verified: [], location: [] } };
      if (filter.categoryId && !isUuid(filter.categoryId)) return empty;

      // One sample for the facets nobody chose; one more per chosen facet, without its own filter.
      const names = FACET_NAMES;
      const chosen = names.filter((n) => CHOSEN[n](filter));
      const [main, ...others] = await Promise.all([repo.count(filter), ...chosen.map((n) => repo.count(WITHOUT[n](filter)))]);
      const sampleOf = (rows: FacetRow[]) => capped(rows.find((r) => r.dim === 'total')?.n ?? 0);
      const rowsFor = (name: FacetName) => {
        const i = chosen.indexOf(name);
        return i < 0 ? main! : others[i]!;
      };
      const facet = (name: FacetName, all: Array<{ value: string; label: string }>) => {
        const rows = rowsFor(name);
        return values(rows, name, sampleOf(rows).exact, all);
      };

      // With no narrowing but a category, the counters give exact per-category counts at any size.
      const categoryFilter = WITHOUT.category(filter);
      const categoryFacet = onlyCategory(categoryFilter)
        ? await Promise.all(
            cats.map(async (c) => ({ value: c.id, label: c.name, count: await productsRepo.countInSale(c.id), countIsExact: true })),
          )
        : facet('category', cats.map((c) => ({ value: c.id, label: c.name })));

      const locationRows = rowsFor('location').filter((r) => r.dim === 'location' && r.value !== null);
      const topLocations = locationRows
        .sort((a, b) => b.n - a.n || a.value!.localeCompare(b.value!))
        .slice(0, TOP_LOCATIONS)
        .map((r) => ({ value: r.label ?? r.value!, label: r.label ?? r.value! }));
      // Locations are matched case-insensitively; the sample's rows are keyed by the lower-case form.
      const locationFacet = values(
        rowsFor('location').map((r) => (r.dim === 'location' && r.value !== null ? { ...r, value: r.label ?? r.value } : r)),
        'location',
        sampleOf(rowsFor('location')).exact,
        topLocations,
      );

      const total = onlyCategory(filter) ? { total: await productsRepo.countInSale(filter.categoryId), exact: true } : sampleOf(main!);
      return {
        total: total.total,
        totalIsExact: total.exact,
        facets: {
          category: categoryFacet,
          condition: facet('condition', CONDITIONS.map((c) => ({ value: c, label: CONDITION_LABELS[c] }))),
          workingStatus: facet('workingStatus', WORKING_STATUSES.map((w) => ({ value: w, label: WORKING_STATUS_LABELS[w] }))),
          price: values(
            rowsFor('price').map((r) => (r.dim === 'price' && r.value !== null ? { ...r, value: bandValue(PRICE_BANDS[Number(r.value)]!) } : r)),
            'price',
            sampleOf(rowsFor('price')).exact,
            PRICE_BANDS.map((b) => ({ value: bandValue(b), label: bandLabel(b) })),
          ),
          verified: facet('verified', [{ value: 'true', label: 'Verified sellers only' }]),
          location: locationFacet,
        },
      };
    },
  };
}
export type FacetsService = ReturnType<typeof createFacetsService>;
