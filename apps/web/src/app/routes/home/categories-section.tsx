import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { QueryError } from '@/components/query-error.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { CategoryTile } from '@/features/catalog/index.ts';
import { useCategories } from '@/lib/catalog/get-categories.ts';
import { SectionHeading } from './section-heading.tsx';

export function CategoriesSection() {
  const { t } = useTranslation();
  const categories = useCategories();
  const items = categories.data?.items ?? [];

  return (
    // Target of the hero's "Learn More"; the scroll margin keeps it clear of the sticky header.
    <section id="categories" aria-labelledby="categories-heading" className="scroll-mt-24 bg-base-200">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 py-16">
        {categories.isPending ? (
          <Spinner label={t('layout.home.categories.loading')} />
        ) : categories.isError ? (
          <QueryError error={categories.error} onRetry={() => void categories.refetch()} />
        ) : (
          <>
            <SectionHeading
              id="categories-heading"
              title={t('layout.home.categories.title', { number: items.length })}
              subtitle={t('layout.home.categories.subtitle')}
            />
            {items.length === 0 ? (
              <EmptyState title={t('layout.home.categories.empty')} />
            ) : (
              <ul aria-label={t('layout.home.categories.label')} className="grid gap-6 md:grid-cols-3">
                {items.map((category) => (
                  <li key={category.id}>
                    <CategoryTile category={category} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}
