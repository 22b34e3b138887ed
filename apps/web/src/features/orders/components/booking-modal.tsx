import { zodResolver } from '@hookform/resolvers/zod';
import { CreateOrderSchema, type CreateOrder, type Product, type SessionUser } from '@reboard/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useMoney } from '../../../lib/config/use-money.ts';
import { refuseDialogForm } from '../../../lib/form-errors.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { ReadOnlyField } from './read-only-field.tsx';

type BookingModalProps = {
  product: Pick<Product, 'id' | 'name' | 'resalePrice'>;
  user: SessionUser;
  onClose: () => void;
};

type FormInput = z.input<typeof CreateOrderSchema>;

/**
 * The spec's booking modal: name, email and price come from the account and the listing and
 * cannot be changed; the buyer adds a phone number and where to meet the seller.
 */
export function BookingModal({ product, user, onClose }: BookingModalProps) {
  const money = useMoney();
  const createOrder = useCreateOrder();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, CreateOrder>({
    resolver: zodResolver(CreateOrderSchema),
    defaultValues: { productId: product.id, phone: '', location: '' },
  });
  const busy = createOrder.isPending;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createOrder.mutateAsync(values);
    } catch (error) {
      refuseDialogForm(error, setError, ['phone', 'location'], onClose);
      return;
    }
    toast.success('Orders confirmed');
    onClose();
  });

  return (
    <FormDialog
      title={`Book ${product.name}`}
      description="The seller will contact you to arrange the meeting. You can pay from My Cart."
      label="Booking"
      submitLabel="Book now"
      busy={busy}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <ReadOnlyField label="Name" value={user.name} />
      <ReadOnlyField label="Email" value={user.email} />
      <ReadOnlyField label="Price" value={money(product.resalePrice)} />
      <FormField label="Phone" error={errors.phone?.message}>
        {(a11y) => (
          <input
            {...a11y}
            {...register('phone')}
            type="tel"
            autoComplete="tel"
            autoFocus
            placeholder="+880 1711 000000"
            className="input w-full"
          />
        )}
      </FormField>
      <FormField label="Meeting location" error={errors.location?.message}>
        {(a11y) => (
          <input
            {...a11y}
            {...register('location')}
            autoComplete="off"
            placeholder="e.g. Dhanmondi 27, Dhaka"
            maxLength={120}
            className="input w-full"
          />
        )}
      </FormField>
    </FormDialog>
  );
}
