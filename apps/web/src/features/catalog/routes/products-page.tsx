import { FACET_NAMES } from '@reboard/contracts/plain';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { useProductFacets } from '../api/get-product-facets.ts';
import { useProducts } from '../api/get-products.ts';
import { ListingBrowser } from '../components/listing-browser.tsx';
import type { ProductActions } from '../components/product-actions.ts';
import { SearchTermLine } from '../components/search-term-line.tsx';
import { useListingSearch } from '../hooks/use-listing-search.ts';
import { formatCount } from '../utils/format-count.ts';
import { facetQuery } from '../utils/listing-search.ts';

export function ProductsPage({ actions }: { actions: ProductActions }) {
  const listing = useListingSearch(FACET_NAMES);
  const products = useProducts(listing.search);
  const facets = useProductFacets(facetQuery(listing.search));
  // `total` counts unsold matches over all pages (up to the API's cap), not just those loaded.
  const first = products.data?.pages[0];
  const term = listing.search.q;
  const { t } = useTranslation();
  const { number } = useFormat();
  const tabTitle = term ? t('catalog.products.tabTitleSearch', { term }) : t('catalog.products.title');

  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 py-10">
      <PageMeta
        title={tabTitle}
        withTitleTag={false}
        description={
          term
            ? t('catalog.products.metaSearch', { term })
            : t('catalog.products.metaAll')
        }
      />
      <PageHeader
        title={first ? t('catalog.products.heading', { total: formatCount(first.total, first.totalIsExact, number) }) : t('catalog.products.title')}
        tabTitle={tabTitle}
        actions={<actions.SaveSearch />}
        description={
          term ? (
            <SearchTermLine term={term} clearHref={listing.hrefWith({ q: undefined })} />
          ) : (
            t('catalog.products.description')
          )
        }
      />
      <ListingBrowser
        listing={listing}
        list={products}
        facets={facets}
        label={t('catalog.products.title')}
        empty={
          term
            ? { title: t('catalog.products.emptySearchTitle', { term }), body: t('catalog.products.emptySearchBody') }
            : { title: t('catalog.products.emptyTitle'), body: t('catalog.products.emptyBody') }
        }
        actions={actions}
      />
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { ProductsPage as Component };
export { productsLoader as loader, productsShouldRevalidate as shouldRevalidate } from './products-loader.ts';
