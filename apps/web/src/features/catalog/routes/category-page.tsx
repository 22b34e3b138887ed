import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCategoryProducts } from '../api/get-category-products.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { LoadMoreButton } from '../components/load-more-button.tsx';
import type { ProductActions } from '../components/product-actions.ts';
import { ProductGrid } from '../components/product-grid.tsx';

export function CategoryPage({ actions }: { actions: ProductActions }) {
  const { id = '' } = useParams();
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = useCategoryProducts(id);
  const first = data.pages[0];
  const category = first?.category;
  const total = first?.total ?? 0;
  const products = data.pages.flatMap((page) => page.items);
  const name = category?.name ?? 'this category';

  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 py-10">
      <title>{`${name} · Reboard`}</title>
      <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Products', to: paths.products }, { label: name }]} />
      <h1 className="mb-8 mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{`Products available of ${name}: ${total}`}</h1>
      {products.length === 0 ? (
        <EmptyState title="No products in this category yet">Check back soon: new listings arrive every day.</EmptyState>
      ) : (
        <ProductGrid products={products} label={`Products in ${name}`} titleAs="h2" actions={actions} />
      )}
      <LoadMoreButton
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
      />
    </div>
  );
}
