import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { ArrowRightIcon } from '@/components/icons/ui-icons.tsx';
import { QueryError } from '@/components/query-error.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { ProductGrid, useFeaturedProducts } from '@/features/catalog/index.ts';
import { visibleProducts } from '@/lib/catalog/product-display.ts';
import { paths } from '@/lib/paths.ts';
import { productActions } from '../../product-action-buttons.ts';
import { SectionHeading } from './section-heading.tsx';

export function FeaturedProductsSection() {
  const { t } = useTranslation();
  const featured = useFeaturedProducts();
  const products = featured.data ? visibleProducts(featured.data.items) : [];

  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 sm:px-6 py-16">
      <SectionHeading
        id="featured-heading"
        title={t('layout.home.featured.title')}
        subtitle={t('layout.home.featured.subtitle')}
        action={
          <Link to={paths.products} className="btn btn-ghost text-primary">
            {t('layout.home.featured.viewAll')}
            <ArrowRightIcon className="size-4" />
          </Link>
        }
      />
      {featured.isPending ? (
        <Spinner label={t('layout.home.featured.loading')} />
      ) : featured.isError ? (
        <QueryError error={featured.error} onRetry={() => void featured.refetch()} />
      ) : products.length === 0 ? (
        <EmptyState title={t('layout.home.featured.empty')}>
          <Link to={paths.products} className="link link-primary">
            {t('layout.home.featured.browseAll')}
          </Link>
        </EmptyState>
      ) : (
        <ProductGrid products={products} label={t('layout.home.featured.label')} actions={productActions} />
      )}
    </section>
  );
}
