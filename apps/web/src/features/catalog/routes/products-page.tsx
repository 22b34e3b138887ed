import { FACET_NAMES } from '@reboard/contracts';
import { PageMeta } from '../../../components/page-meta.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
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
  const tabTitle = term ? `“${term}” · Products` : 'Products';

  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 py-10">
      <PageMeta
        title={tabTitle}
        withTitleTag={false}
        description={
          term
            ? `Second-hand listings matching “${term}” on Reboard: prices, condition and sellers.`
            : 'Every second-hand electronics listing still for sale on Reboard: network modules, memory and storage, main boards.'
        }
      />
      <PageHeader
        title={first ? `Products available : ${formatCount(first.total, first.totalIsExact)}` : 'Products'}
        tabTitle={tabTitle}
        actions={<actions.SaveSearch />}
        description={
          term ? (
            <SearchTermLine term={term} clearHref={listing.hrefWith({ q: undefined })} />
          ) : (
            'Every listing that is still for sale.'
          )
        }
      />
      <ListingBrowser
        listing={listing}
        list={products}
        facets={facets}
        label="Products"
        empty={
          term
            ? { title: `No products match “${term}”`, body: 'Try a shorter term, a part number or another category.' }
            : { title: 'No products available right now', body: 'Check back soon.' }
        }
        actions={actions}
      />
    </div>
  );
}
