import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ArrowRightIcon } from '../../../components/icons/ui-icons.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useFeaturedProducts } from '../../../features/catalog/api/get-featured-products.ts';
import { ProductGrid } from '../../../features/catalog/components/product-grid.tsx';
import { visibleProducts } from '../../../lib/catalog/product-display.ts';
import { paths } from '../../../lib/paths.ts';
import { productActions } from '../../product-actions.ts';
import { SectionHeading } from './section-heading.tsx';

export function FeaturedProductsSection() {
  const featured = useFeaturedProducts();
  const products = featured.data ? visibleProducts(featured.data.items) : [];

  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 sm:px-6 py-16">
      <SectionHeading
        id="featured-heading"
        title="Featured Products"
        subtitle="Promoted listings from sellers across Reboard."
        action={
          <Link to={paths.products} className="btn btn-ghost text-primary">
            View all products
            <ArrowRightIcon className="size-4" />
          </Link>
        }
      />
      {featured.isPending ? (
        <Spinner label="Loading featured products" />
      ) : featured.isError ? (
        <QueryError error={featured.error} onRetry={() => void featured.refetch()} />
      ) : products.length === 0 ? (
        <EmptyState title="No featured products yet">
          <Link to={paths.products} className="link link-primary">
            Browse all products
          </Link>
        </EmptyState>
      ) : (
        <ProductGrid products={products} label="Featured products" actions={productActions} />
      )}
    </section>
  );
}
