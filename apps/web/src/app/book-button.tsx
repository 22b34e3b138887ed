import type { ProductActionProps } from '@/features/catalog/index.ts';
import { AddToCartButton } from '@/features/orders/index.ts';
import { WhenFreeButton } from '@/features/watch/index.ts';

/** Add to Cart (orders), with watch's "Tell me when it's free" for a listing reserved for someone else. */
export function BookButton(props: ProductActionProps) {
  return <AddToCartButton {...props} WhenFree={WhenFreeButton} />;
}
