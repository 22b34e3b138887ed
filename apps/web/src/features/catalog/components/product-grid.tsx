import type { Product } from '@reboard/contracts';
import { visibleProducts } from '../../../lib/catalog/product-display.ts';
import type { ProductActions } from './product-actions.ts';
import { ProductCard } from './product-card.tsx';

type ProductGridProps = {
  products: readonly Product[];
  label: string;
  titleAs?: 'h2' | 'h3';
  actions: ProductActions;
};

export function ProductGrid({ products, label, titleAs, actions }: ProductGridProps) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
      {visibleProducts(products).map((product) => (
        <li key={product.id}>
          <ProductCard product={product} titleAs={titleAs} actions={actions} />
        </li>
      ))}
    </ul>
  );
}
