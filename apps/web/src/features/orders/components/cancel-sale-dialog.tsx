import { zodResolver } from '@hookform/resolvers/zod';
import { CancelSaleSchema, type CancelSale } from '@reboard/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { refuseDialogForm } from '../../../lib/form-errors.ts';
import { useCancelSale } from '../api/order-steps.ts';
import type { SaleRef } from './sale-step.tsx';

/** My Buyers' "Cancel order" on a paid, unsent order: the reason, which the refunded buyer reads. */
export function CancelSaleDialog({ order, onClose }: { order: SaleRef; onClose: () => void }) {
  const cancelSale = useCancelSale();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CancelSale>({ resolver: zodResolver(CancelSaleSchema), defaultValues: { reason: '' } });
  const busy = cancelSale.isPending;

  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      const { message } = await cancelSale.mutateAsync({ id: order.orderId, reason });
      toast.success(message);
      onClose();
    } catch (error) {
      refuseDialogForm(error, setError, ['reason'], onClose);
    }
  });

  return (
    <FormDialog
      title={`Cancel ${order.buyerName}'s order?`}
      description={`${order.buyerName} is refunded in full, reads your reason, and ${order.productName} goes back on sale. This cannot be undone.`}
      label="Cancel order"
      submitLabel="Cancel order and refund"
      busy={busy}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormField label="Reason" error={errors.reason?.message}>
        {(a11y) => <textarea {...a11y} {...register('reason')} autoFocus maxLength={300} rows={3} className="textarea w-full" />}
      </FormField>
    </FormDialog>
  );
}
