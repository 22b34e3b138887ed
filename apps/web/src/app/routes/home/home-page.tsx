import { CategoriesSection } from './categories-section.tsx';
import { FeaturedProductsSection } from './featured-products-section.tsx';
import { Hero } from './hero.tsx';
import { NewsletterSection } from './newsletter-section.tsx';

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
