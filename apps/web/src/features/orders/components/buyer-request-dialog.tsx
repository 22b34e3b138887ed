import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { toastMutationError } from '../../../lib/mutation-toast.ts';
import { useCancelBooking, useConfirmReceipt } from '../api/order-steps.ts';
import type { OrderRequest } from './order-action.tsx';

/** A buyer's request about one order, waiting for them to confirm it. */
export type BuyerRequest = { request: OrderRequest; order: { id: string; productName: string } };

/**
 * Asks before cancelling a booking or confirming receipt (My Cart and the order page), then
 * does it and says so. Closed (`asking` null) renders the dialog shut.
 */
export function BuyerRequestDialog({ asking, onClose }: { asking: BuyerRequest | null; onClose: () => void }) {
  const cancel = useCancelBooking();
  const receive = useConfirmReceipt();
  const busy = cancel.isPending || receive.isPending;

  function confirm() {
    if (!asking) return;
    const { request, order } = asking;
    const done = { onError: (error: unknown) => toastMutationError(error), onSettled: onClose };
    if (request === 'cancel') cancel.mutate(order.id, { ...done, onSuccess: ({ message }) => toast.success(message) });
    else receive.mutate(order.id, { ...done, onSuccess: () => toast.success(`Thanks! The seller is told ${order.productName} arrived`) });
  }

  return (
    <ConfirmDialog
      open={asking !== null}
      {...(asking?.request === 'received'
        ? {
            title: `Did ${asking.order.productName} arrive?`,
            description: 'The seller is told the sale is complete.',
            confirmLabel: 'Yes, it arrived',
            tone: 'primary' as const,
          }
        : {
            title: `Cancel your booking of ${asking?.order.productName ?? ''}?`,
            description: 'The seller is told, and the listing stays on sale for others.',
            confirmLabel: 'Cancel booking',
          })}
      busy={busy}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
