import { RemoveProofBadgeButton } from '../features/admin/components/remove-proof-badge-button.tsx';
import type { ProductActions } from '../features/catalog/components/product-actions.ts';
import { AskSellerButton } from '../features/messages/components/ask-seller-button.tsx';
import { ReportProductButton } from '../features/listings/components/report-product-button.tsx';
import { AddToCartButton } from '../features/orders/components/add-to-cart-button.tsx';
import { SaveSearchButton, WatchButton } from '../features/watch/index.ts';

/** The buttons every product card and detail page carries, from the features that own them. */
export const productActions: ProductActions = {
  Book: AddToCartButton,
  Report: ReportProductButton,
  Ask: AskSellerButton,
  Watch: WatchButton,
  RemoveProofBadge: RemoveProofBadgeButton,
  SaveSearch: SaveSearchButton,
};
