import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta.tsx';
import { CategoriesSection } from './categories-section.tsx';
import { FeaturedProductsSection } from './featured-products-section.tsx';
import { Hero } from './hero.tsx';
import { NewsletterSection } from './newsletter-section.tsx';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta
        title={t('layout.home.meta.title')}
        description={t('layout.home.meta.description')}
        canonicalPath="/"
      />
      <Hero />
      <FeaturedProductsSection />
      <CategoriesSection />
      <NewsletterSection />
    </>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { HomePage as Component };
export { homeLoader as loader } from './home-loader.ts';
