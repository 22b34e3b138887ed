import type { Product } from '@reboard/contracts';
import { visibleProducts } from '@/lib/catalog/product-display.ts';
import type { ProductActions } from './product-actions.ts';
import { ProductCard } from './product-card.tsx';

type ProductGridProps = {
  products: readonly Product[];
  label: string;
  titleAs?: 'h2' | 'h3';
  actions: ProductActions;
  /** The grid leads the page: its first picture is the page's largest on a phone, so fetch it first. */
  priorityFirst?: boolean;
};

export function ProductGrid({ products, label, titleAs, actions, priorityFirst = false }: ProductGridProps) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
      {visibleProducts(products).map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} titleAs={titleAs} actions={actions} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
