import type { ProductFacets, ProductPage } from '@reboard/contracts';
import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { QueryError } from '@/components/query-error.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { useFormat } from '@/lib/i18n/use-format.ts';
import type { ListingSearch } from '../hooks/use-listing-search.ts';
import { formatCount } from '../utils/format-count.ts';
import { clearFiltersPatch, sortOf } from '../utils/listing-search.ts';
import { clearSpecsPatch, specChipLabel } from '../utils/spec-search.ts';
import { CorrectionLine } from './correction-line.tsx';
import { ActiveFilterChips } from './filters/active-filter-chips.tsx';
import { BadFiltersNotice } from './filters/bad-filters-notice.tsx';
import { FilterPanel } from './filters/filter-panel.tsx';
import { chipLabel } from './filters/filter-options.ts';
import { FiltersDrawer } from './filters/filters-drawer.tsx';
import { SortSelect } from './filters/sort-select.tsx';
import { useFilterContext } from './filters/use-filter-context.ts';
import { LoadMoreButton } from './load-more-button.tsx';
import type { ProductActions } from './product-actions.ts';
import { ProductGrid } from './product-grid.tsx';

type ListingBrowserProps = {
  listing: ListingSearch;
  list: UseInfiniteQueryResult<InfiniteData<ProductPage>>;
  facets: UseQueryResult<ProductFacets>;
  /** The results list's accessible name. */
  label: string;
  /** Shown when nothing matches and no filter is in force. */
  empty: { title: string; body: ReactNode };
  actions: ProductActions;
};

/**
 * A listing page's body: the filters (beside the list on wide screens, in a drawer on narrow
 * ones), the sort, the chips of the filters in force and the results with Load more.
 */
export function ListingBrowser({ listing, list, facets, label, empty, actions }: ListingBrowserProps) {
  const ctx = useFilterContext(facets.data?.facets, facets.data?.specs);
  const { t } = useTranslation();
  const { number } = useFormat();
  const pages = list.data?.pages ?? [];
  const first = pages[0];
  const items = pages.flatMap((page) => page.items);
  const chips = [
    ...listing.active.map((name) => ({ name, label: chipLabel(name, listing.search, ctx) })),
    ...listing.activeSpecs.map((key) => ({ name: `spec.${key}` as const, label: specChipLabel(key, listing.search, t) })),
  ];
  const panel = <FilterPanel listing={listing} ctx={ctx} updating={facets.isPlaceholderData} />;
  const chipRow = <ActiveFilterChips chips={chips} onRemove={listing.remove} onClearAll={listing.clearAll} />;

  let results: ReactNode;
  if (list.isPending) {
    results = <Spinner label={t('catalog.browser.loading')} />;
  } else if (list.isError) {
    const error = list.error;
    results =
      isApiRequestError(error) && error.status === 400 ? (
        <BadFiltersNotice
          error={error}
          values={listing.search}
          onClear={() =>
            listing.update({ ...clearFiltersPatch(listing.dimensions), ...clearSpecsPatch(listing.search), sort: undefined, ...('q' in error.fields ? { q: undefined } : {}) })
          }
        />
      ) : (
        <QueryError error={error} onRetry={() => void list.refetch()} />
      );
  } else if (items.length === 0) {
    results =
      chips.length > 0 ? (
        <EmptyState title={t('catalog.browser.noMatch')}>
          <p className="mb-4">{t('catalog.browser.tryRemoving')}</p>
          <div className="flex justify-center">{chipRow}</div>
        </EmptyState>
      ) : (
        <EmptyState title={empty.title}>{empty.body}</EmptyState>
      );
  } else {
    results = (
      <div aria-busy={list.isPlaceholderData} className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <ProductGrid products={items} label={label} titleAs="h2" actions={actions} priorityFirst />
      </div>
    );
  }

  return (
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
      <aside aria-label={t('catalog.filters.drawer')} className="hidden lg:block">
        {panel}
      </aside>
      <div className="min-w-0">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <FiltersDrawer
            activeCount={chips.length}
            showLabel={first ? t('catalog.browser.showCount', { total: formatCount(first.total, first.totalIsExact, number) }) : t('catalog.browser.show')}
          >
            {panel}
          </FiltersDrawer>
          <SortSelect sort={sortOf(listing.search)} searching={!!listing.search.q} onChange={(sort) => listing.update({ sort })} />
        </div>
        {first?.correction ? <CorrectionLine correction={first.correction} asTypedHref={listing.hrefWith({ q: first.correction.typed, asTyped: 'true' })} /> : null}
        {/* An empty result shows the chips inside its own message. */}
        {list.isSuccess && items.length === 0 ? null : <div className="mb-4">{chipRow}</div>}
        {results}
        <LoadMoreButton
          hasNextPage={list.hasNextPage && !list.isPlaceholderData}
          isFetchingNextPage={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        />
      </div>
    </div>
  );
}
