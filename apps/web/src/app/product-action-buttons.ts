import { RemoveProofBadgeButton } from '@/features/admin/index.ts';
import type { ProductActions } from '@/features/catalog/index.ts';
import { ReportProductButton } from '@/features/listings/index.ts';
import { AskSellerButton } from '@/features/messages/index.ts';
import { SaveSearchButton, WatchButton } from '@/features/watch/index.ts';
import { BookButton } from './book-button.tsx';

/** The buttons every product card and detail page carries, from the features that own them. */
export const productActions: ProductActions = {
  Book: BookButton,
  Report: ReportProductButton,
  Ask: AskSellerButton,
  Watch: WatchButton,
  RemoveProofBadge: RemoveProofBadgeButton,
  SaveSearch: SaveSearchButton,
};
