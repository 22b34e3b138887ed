import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { useCancelBooking, useConfirmReceipt } from '../api/take-order-step.ts';
import type { OrderRequest } from './order-action.tsx';

/** A buyer's request about one order, waiting for them to confirm it. */
export type BuyerRequest = { request: OrderRequest; order: { id: string; productName: string } };

/**
 * Asks before cancelling a booking or confirming receipt (My Cart and the order page), then
 * does it and says so. Closed (`asking` null) renders the dialog shut.
 */
export function BuyerRequestDialog({ asking, onClose }: { asking: BuyerRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelBooking();
  const receive = useConfirmReceipt();
  const busy = cancel.isPending || receive.isPending;

  function confirm() {
    if (!asking) return;
    const { request, order } = asking;
    const done = { onError: (error: unknown) => toastMutationError(error, t), onSettled: onClose };
    if (request === 'cancel') cancel.mutate(order.id, { ...done, onSuccess: ({ message }) => toast.success(message) });
    else receive.mutate(order.id, { ...done, onSuccess: () => toast.success(t('orders.request.receivedDone', { name: order.productName })) });
  }

  const words =
    asking?.request === 'received'
      ? {
          title: t('orders.request.receivedTitle', { name: asking.order.productName }),
          description: t('orders.request.receivedDescription'),
          confirmLabel: t('orders.request.receivedConfirm'),
          tone: 'primary' as const,
        }
      : {
          title: t('orders.request.cancelTitle', { name: asking?.order.productName ?? '' }),
          description: t('orders.request.cancelDescription'),
          confirmLabel: t('orders.request.cancelConfirm'),
        };

  return (
    <ConfirmDialog
      open={asking !== null}
      {...words}
      busy={busy}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
