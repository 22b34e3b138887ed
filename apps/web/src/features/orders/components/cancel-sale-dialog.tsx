import { zodResolver } from '@hookform/resolvers/zod';
import { CancelSaleSchema, type CancelSale } from '@reboard/contracts/schemas';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { refuseDialogForm } from '@/lib/form-errors.ts';
import { useCancelSale } from '../api/take-order-step.ts';
import { fieldMessage } from '../utils/order-field-message.ts';
import type { SaleRef } from './sale-step.tsx';

/** My Buyers' "Cancel order" on a paid, unsent order: the reason, which the refunded buyer reads. */
export function CancelSaleDialog({ order, onClose }: { order: SaleRef; onClose: () => void }) {
  const { t } = useTranslation();
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
      refuseDialogForm(error, setError, ['reason'], onClose, t);
    }
  });

  return (
    <FormDialog
      title={t('orders.cancelSale.title', { buyer: order.buyerName })}
      description={t('orders.cancelSale.description', { buyer: order.buyerName, name: order.productName })}
      label={t('orders.cancelSale.label')}
      submitLabel={t('orders.cancelSale.submit')}
      busy={busy}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormField label={t('orders.cancelSale.reason')} error={fieldMessage(t, errors.reason?.message)}>
        {(a11y) => <textarea {...a11y} {...register('reason')} autoFocus maxLength={300} rows={3} className="textarea w-full" />}
      </FormField>
    </FormDialog>
  );
}
