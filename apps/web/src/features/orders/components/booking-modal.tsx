import { zodResolver } from '@hookform/resolvers/zod';
import { CreateOrderSchema, type CreateOrder, type Product, type SessionUser } from '@reboard/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BuyerProtectionNote } from '@/components/buyer-protection-note.tsx';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { refuseDialogForm } from '@/lib/form-errors.ts';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { fieldMessage } from '../utils/order-field-message.ts';
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
  const { t } = useTranslation();
  const { money } = useFormat();
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
  // Registered here rather than in the markup: the field names are not words to translate.
  const phoneField = register('phone');
  const locationField = register('location');

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createOrder.mutateAsync(values);
    } catch (error) {
      refuseDialogForm(error, setError, ['phone', 'location'], onClose, t);
      return;
    }
    toast.success(t('orders.booking.confirmed'));
    onClose();
  });

  return (
    <FormDialog
      title={t('orders.booking.title', { name: product.name })}
      description={t('orders.booking.description')}
      label={t('orders.booking.label')}
      submitLabel={t('orders.booking.submit')}
      busy={busy}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <ReadOnlyField label={t('orders.booking.name')} value={user.name} />
      <ReadOnlyField label={t('orders.booking.email')} value={user.email} />
      <ReadOnlyField label={t('orders.booking.price')} value={money(product.resalePrice)} />
      <FormField label={t('orders.booking.phone')} error={fieldMessage(t, errors.phone?.message)}>
        {(a11y) => (
          <input
            {...a11y}
            {...phoneField}
            type="tel"
            autoComplete="tel"
            autoFocus
            placeholder="+880 1711 000000"
            className="input w-full"
          />
        )}
      </FormField>
      <FormField label={t('orders.booking.location')} error={fieldMessage(t, errors.location?.message)}>
        {(a11y) => (
          <input
            {...a11y}
            {...locationField}
            autoComplete="off"
            placeholder={t('orders.booking.locationPlaceholder')}
            maxLength={120}
            className="input w-full"
          />
        )}
      </FormField>
      <BuyerProtectionNote context="listing" newTab />
    </FormDialog>
  );
}
