import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { useProducts } from '../api/get-products.ts';
import { LoadMoreButton } from '../components/load-more-button.tsx';
import type { ProductActions } from '../components/product-actions.ts';
import { ProductFilters } from '../components/product-filters.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { filtersFromSearch } from '../utils/filters-from-search.ts';

export function ProductsPage({ actions }: { actions: ProductActions }) {
  const [searchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const products = useProducts(filters);
  const pages = products.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  // `total` counts unsold matches over all pages, not just the ones loaded so far.
  const total = pages[0]?.total;
  const term = filters.q;

  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 py-10">
      <PageHeader
        title={total === undefined ? 'Products' : `Products available : ${total}`}
        tabTitle={term ? `“${term}” · Products` : 'Products'}
        description={
          term ? (
            <>
              Results for <strong className="text-base-content">“{term}”</strong> ·{' '}
              <Link to={paths.products} className="link link-primary">
                Clear search
              </Link>
            </>
          ) : (
            'Every listing that is still for sale.'
          )
        }
        actions={<ProductFilters filters={filters} />}
      />

      {products.isPending ? (
        <Spinner label="Loading products" />
      ) : products.isError ? (
        <QueryError error={products.error} onRetry={() => void products.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={term ? `No products match “${term}”` : 'No products available right now'}>
          {term ? 'Try a shorter term, a part number or another category.' : 'Check back soon.'}
        </EmptyState>
      ) : (
        <div aria-busy={products.isPlaceholderData} className={products.isPlaceholderData ? 'opacity-60' : undefined}>
          <ProductGrid products={items} label="Products" titleAs="h2" actions={actions} />
        </div>
      )}

      <LoadMoreButton
        hasNextPage={products.hasNextPage && !products.isPlaceholderData}
        isFetchingNextPage={products.isFetchingNextPage}
        onLoadMore={() => void products.fetchNextPage()}
      />
    </div>
  );
}
