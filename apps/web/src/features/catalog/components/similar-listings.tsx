import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategoryName } from '@/lib/i18n/use-labels.ts';
import { paths } from '@/lib/paths.ts';
import { useSimilarProducts } from '../api/get-similar-products.ts';
import type { ProductActions } from './product-actions.ts';
import { ProductGrid } from './product-grid.tsx';

type SimilarListingsProps = { categoryId: string; categoryName: string; exceptId: string; actions: ProductActions };

/** On a sold listing's page: other listings of its category still for sale, and the way to all of them. */
export function SimilarListings({ categoryId, categoryName, exceptId, actions }: SimilarListingsProps) {
  const similar = useSimilarProducts(categoryId);
  const items = (similar.data ?? []).filter((product) => product.id !== exceptId);
  const { t } = useTranslation();
  const name = useCategoryName()({ id: categoryId, name: categoryName });
  return (
    <section aria-labelledby="similar-heading" className="mt-12">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="similar-heading" className="text-xl font-semibold">
          {t('catalog.similar.heading')}
        </h2>
        <Link to={paths.category(categoryId)} className="link link-primary">
          {t('catalog.similar.all', { category: name })}
        </Link>
      </div>
      {items.length > 0 ? <ProductGrid products={items} label={t('catalog.similar.heading')} titleAs="h3" actions={actions} /> : null}
    </section>
  );
}
