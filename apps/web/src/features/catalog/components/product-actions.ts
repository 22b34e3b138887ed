import type { Product } from '@reboard/contracts';
import type { ComponentType } from 'react';

export type ProductActionProps = { product: Product; className?: string };

/**
 * What a shopper can do with a listing, owned by other features: booking (orders) and
 * reporting (listings). The catalogue only says where the buttons go; app/ hands them in
 * (app/product-actions.ts), so no feature imports another.
 */
export type ProductActions = {
  Book: ComponentType<ProductActionProps>;
  Report: ComponentType<ProductActionProps>;
};
