import { zodResolver } from '@hookform/resolvers/zod';
import { ShipOrderSchema, type ShipOrder } from '@reboard/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { refuseDialogForm } from '../../../lib/form-errors.ts';
import { useMarkShipped } from '../api/order-steps.ts';
import type { SaleRef } from './sale-step.tsx';

type FormInput = z.input<typeof ShipOrderSchema>;

/** My Buyers' "Mark shipped": how the seller sent a paid order; the buyer is mailed both. */
export function ShipOrderDialog({ order, onClose }: { order: SaleRef; onClose: () => void }) {
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
      refuseDialogForm(error, setError, ['carrier', 'trackingNumber'], onClose);
      return;
    }
    toast.success(`${order.buyerName} is told ${order.productName} is on its way`);
    onClose();
  });

  return (
    <FormDialog
      title={`Ship ${order.productName}`}
      description={`Once sent, say how: ${order.buyerName} gets it by mail and sees it in My Cart.`}
      label="Shipment"
      submitLabel="Mark shipped"
      busy={busy}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormField label="Carrier" error={errors.carrier?.message}>
        {(a11y) => (
          <input {...a11y} {...register('carrier')} autoFocus maxLength={60} placeholder="e.g. Sundarban Courier" className="input w-full" />
        )}
      </FormField>
      <FormField label="Tracking number (optional)" error={errors.trackingNumber?.message}>
        {(a11y) => (
          <input {...a11y} required={false} {...register('trackingNumber')} maxLength={60} autoComplete="off" className="input w-full font-mono" />
        )}
      </FormField>
    </FormDialog>
  );
}
