import { zodResolver } from '@hookform/resolvers/zod';
import { ShipOrderSchema, type ShipOrder } from '@reboard/contracts/schemas';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { refuseDialogForm } from '@/lib/form-errors.ts';
import { useMarkShipped } from '../api/take-order-step.ts';
import { fieldMessage } from '../utils/order-field-message.ts';
import type { SaleRef } from './sale-step.tsx';

type FormInput = z.input<typeof ShipOrderSchema>;

/** My Buyers' "Mark shipped": how the seller sent a paid order; the buyer is mailed both. */
export function ShipOrderDialog({ order, onClose }: { order: SaleRef; onClose: () => void }) {
  const { t } = useTranslation();
  const markShipped = useMarkShipped();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, ShipOrder>({
    resolver: zodResolver(ShipOrderSchema),
    defaultValues: { carrier: '', trackingNumber: '' },
  });
  const busy = markShipped.isPending;

  const onSubmit = handleSubmit(async (shipment) => {
    try {
      await markShipped.mutateAsync({ id: order.orderId, shipment });
    } catch (error) {
      refuseDialogForm(error, setError, ['carrier', 'trackingNumber'], onClose, t);
      return;
    }
    toast.success(t('orders.ship.done', { buyer: order.buyerName, name: order.productName }));
    onClose();
  });

  return (
    <FormDialog
      title={t('orders.ship.title', { name: order.productName })}
      description={t('orders.ship.description', { buyer: order.buyerName })}
      label={t('orders.ship.label')}
      submitLabel={t('orders.ship.submit')}
      busy={busy}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormField label={t('orders.ship.carrier')} error={fieldMessage(t, errors.carrier?.message)}>
        {(a11y) => (
          <input {...a11y} {...register('carrier')} autoFocus maxLength={60} placeholder={t('orders.ship.carrierPlaceholder')} className="input w-full" />
        )}
      </FormField>
      <FormField label={t('orders.ship.tracking')} error={fieldMessage(t, errors.trackingNumber?.message)}>
        {(a11y) => (
          <input {...a11y} required={false} {...register('trackingNumber')} maxLength={60} autoComplete="off" className="input w-full font-mono" />
        )}
      </FormField>
    </FormDialog>
  );
}
