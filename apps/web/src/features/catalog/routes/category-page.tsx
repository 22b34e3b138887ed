import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageMeta } from '@/components/page-meta.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { SearchCombobox } from '@/components/search-combobox/search-combobox.tsx';
import { useCategories } from '@/lib/catalog/get-categories.ts';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { useCategoryName } from '@/lib/i18n/use-labels.ts';
import { paths } from '@/lib/paths.ts';
import { useCategoryProducts } from '../api/get-category-products.ts';
import { useProductFacets } from '../api/get-product-facets.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { ListingBrowser } from '../components/listing-browser.tsx';
import type { ProductActions } from '../components/product-actions.ts';
import { SearchTermLine } from '../components/search-term-line.tsx';
import { useListingSearch } from '../hooks/use-listing-search.ts';
import { formatCount } from '../utils/format-count.ts';
import { CATEGORY_PAGE_DIMENSIONS, facetQuery } from '../utils/listing-search.ts';

export function CategoryPage({ actions }: { actions: ProductActions }) {
  const { id = '' } = useParams();
  const listing = useListingSearch(CATEGORY_PAGE_DIMENSIONS);
  const products = useCategoryProducts(id, listing.search);
  const facets = useProductFacets({ ...facetQuery(listing.search), category: id });
  const first = products.data?.pages[0];
  // Refused filters leave no page to read the name from; the category list still has it.
  const listed = useCategories().data?.items.find((category) => category.id === id);
  const { t } = useTranslation();
  const { number } = useFormat();
  const categoryName = useCategoryName();
  const category = first?.category ?? listed;
  const name = category ? categoryName(category) : t('catalog.category.fallbackName');

  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 py-10">
      <PageMeta title={name} withTitleTag={false} description={t('catalog.category.metaDescription', { name })} />
      <Breadcrumbs items={[{ label: t('catalog.breadcrumbs.home'), to: paths.home }, { label: t('catalog.breadcrumbs.products'), to: paths.products }, { label: name }]} />
      <div className="mt-2">
        <PageHeader
          title={first ? t('catalog.category.title', { name, total: formatCount(first.total, first.totalIsExact, number) }) : name}
          tabTitle={name}
          actions={
            <SearchCombobox
              key={listing.search.q ?? ''}
              action={paths.category(id)}
              initialTerm={listing.search.q ?? ''}
              // A new search keeps this page's filters; the words as typed belonged to the old one.
              searchHref={(q) => listing.hrefWith({ q, asTyped: undefined })}
              label={t('catalog.category.searchLabel', { name })}
              placeholder={t('layout.search.placeholder')}
              className="sm:w-96"
            />
          }
          description={
            listing.search.q ? (
              <SearchTermLine term={listing.search.q} clearHref={listing.hrefWith({ q: undefined })} />
            ) : undefined
          }
        />
      </div>
      <ListingBrowser
        listing={listing}
        list={products}
        facets={facets}
        label={t('catalog.category.listLabel', { name })}
        empty={{ title: t('catalog.category.emptyTitle'), body: t('catalog.category.emptyBody') }}
        actions={actions}
      />
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { CategoryPage as Component };
export { categoryLoader as loader, categoryShouldRevalidate as shouldRevalidate } from './category-loader.ts';
