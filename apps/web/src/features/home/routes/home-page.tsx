import { CategoriesSection } from '../components/categories-section.tsx';
import { FeaturedProductsSection } from '../components/featured-products-section.tsx';
import { Hero } from '../components/hero.tsx';
import { NewsletterSection } from '../components/newsletter-section.tsx';

export function HomePage() {
  return (
    <>
      <title>Reboard: second-hand electronics and PCB components</title>
      <Hero />
      <FeaturedProductsSection />
      <CategoriesSection />
      <NewsletterSection />
    </>
  );
}
