import { PageMeta } from '../../../components/page-meta.tsx';
import { CategoriesSection } from './categories-section.tsx';
import { FeaturedProductsSection } from './featured-products-section.tsx';
import { Hero } from './hero.tsx';
import { NewsletterSection } from './newsletter-section.tsx';

export function HomePage() {
  return (
    <>
      <PageMeta
        title="Second-hand electronics and PCB components"
        description="Buy and sell used network modules, memory and storage, and main boards from verified sellers on Reboard."
        canonicalPath="/"
      />
      <Hero />
      <FeaturedProductsSection />
      <CategoriesSection />
      <NewsletterSection />
    </>
  );
}
