import type { Product } from '@reboard/contracts';
import type { ComponentType } from 'react';

export type ProductActionProps = { product: Product; className?: string };

/**
 * What a shopper can do with a listing, owned by other features: booking (orders),
 * reporting (listings), asking the seller (messages), watching and saving searches (watch). The catalogue only says where the buttons go; app/ hands them in
 * (app/product-action-buttons.ts), so no feature imports another.
 */
export type ProductActions = {
  Book: ComponentType<ProductActionProps>;
  Report: ComponentType<ProductActionProps>;
  /** Messages: a question to the seller (the detail page only). */
  Ask: ComponentType<ProductActionProps>;
  /** The heart that watches a listing (watch). */
  Watch: ComponentType<ProductActionProps>;
  /** An admin's removal of the "Photo with code" badge (admin; nothing for anyone else). */
  RemoveProofBadge: ComponentType<ProductActionProps>;
  /** "Save this search" for the products page's query and filters (watch). */
  SaveSearch: ComponentType;
};
