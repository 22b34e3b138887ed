import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateOrderSchema,
  DELIVERY_CHOICE_KEYS,
  deliveryFeeOf,
  isCourier,
  offeredChoices,
  PAYMENT_METHOD_KEYS,
  PAYMENT_METHODS,
  readWholeNumber,
  type CreateOrder,
  type Product,
  type SessionUser,
} from '@reboard/contracts/schemas';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BuyerProtectionNote } from '@/components/buyer-protection-note.tsx';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { refuseDialogForm } from '@/lib/form-errors.ts';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { fieldMessage } from '../utils/order-field-message.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { ReadOnlyField } from './read-only-field.tsx';

type BookingModalProps = {
  product: Pick<Product, 'id' | 'name' | 'resalePrice' | 'delivery' | 'lot' | 'available'>;
  user: SessionUser;
  onClose: () => void;
};

type FormInput = z.input<typeof CreateOrderSchema>;

/**
 * The spec's booking modal: name, email and price come from the account and the listing and
 * cannot be changed; the buyer chooses how to get it (of the ways the listing offers) and how to
 * pay, adds a phone number and where to meet or deliver, and sees the total before booking.
 */
export function BookingModal({ product, user, onClose }: BookingModalProps) {
  const { t } = useTranslation();
  const { money, number } = useFormat();
  const createOrder = useCreateOrder();
  const choices = offeredChoices(product.delivery);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<FormInput, unknown, CreateOrder>({
    resolver: zodResolver(CreateOrderSchema),
    defaultValues: { productId: product.id, phone: '', location: '', delivery: choices[0] ?? 'meetup', paymentMethod: 'card', quantity: 1 },
  });
  const busy = createOrder.isPending;
  const delivery = useWatch({ control, name: 'delivery' }) ?? 'meetup';
  const paymentMethod = useWatch({ control, name: 'paymentMethod' }) ?? 'card';
  const fee = deliveryFeeOf(product.delivery, delivery) ?? 0;
  // Of a lot with more than one free the buyer chooses how many; the total counts what they typed once it reads as a number.
  const choosesUnits = product.lot && product.available > 1;
  const typedUnits = readWholeNumber(useWatch({ control, name: 'quantity' }) ?? 1, { min: 1, max: product.available });
  const units = typedUnits.ok ? typedUnits.value : 1;
  const courier = isCourier(delivery);
  // The contract asks for "a meeting location"; for a courier the same field is the address.
  const placeMessage =
    courier && errors.location?.message === 'validation.order.meetingLocationRequired' ? 'validation.order.addressRequired' : errors.location?.message;
  // Registered here rather than in the markup: the field names are not words to translate.
  const phoneField = register('phone');
  const locationField = register('location');
  const deliveryField = register('delivery');
  const paymentField = register('paymentMethod');
  const quantityField = register('quantity');

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createOrder.mutateAsync(values);
    } catch (error) {
      refuseDialogForm(error, setError, ['phone', 'location', 'delivery', 'paymentMethod', 'quantity'], onClose, t);
      return;
    }
    toast.success(t('orders.booking.confirmed'));
    onClose();
  });

  return (
    <FormDialog
      title={t('orders.booking.title', { name: product.name })}
      description={paymentMethod === 'cash' ? t('orders.booking.descriptionCash') : t('orders.booking.description')}
      label={t('orders.booking.label')}
      submitLabel={t('orders.booking.submit')}
      busy={busy}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <ReadOnlyField label={t('orders.booking.name')} value={user.name} />
      <ReadOnlyField label={t('orders.booking.email')} value={user.email} />
      <ReadOnlyField label={choosesUnits ? t('orders.booking.unitPrice') : t('orders.booking.price')} value={money(product.resalePrice)} />
      {choosesUnits ? (
        <FormField
          label={t('orders.booking.quantity', { n: number(product.available) })}
          error={fieldMessage(t, errors.quantity?.message)}
        >
          {(a11y) => <input {...a11y} {...quantityField} inputMode="numeric" autoComplete="off" className="input w-32" />}
        </FormField>
      ) : null}
      <ChoiceGroup
        legend={t('orders.booking.delivery')}
        field={deliveryField}
        error={fieldMessage(t, errors.delivery?.message)}
        options={choices.map((choice) => ({
          value: choice,
          label: t(DELIVERY_CHOICE_KEYS[choice]),
          detail: choice === 'meetup' ? t('orders.booking.noFee') : money(deliveryFeeOf(product.delivery, choice) ?? 0),
        }))}
      />
      <ChoiceGroup
        legend={t('orders.booking.payment')}
        field={paymentField}
        error={fieldMessage(t, errors.paymentMethod?.message)}
        options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(PAYMENT_METHOD_KEYS[method]) }))}
      />
      <FormField label={t('orders.booking.phone')} error={fieldMessage(t, errors.phone?.message)}>
        {(a11y) => (
          <input {...a11y} {...phoneField} type="tel" autoComplete="tel" autoFocus placeholder="+880 1711 000000" className="input w-full" />
        )}
      </FormField>
      <FormField label={courier ? t('orders.booking.address') : t('orders.booking.location')} error={fieldMessage(t, placeMessage)}>
        {(a11y) => (
          <input
            {...a11y}
            {...locationField}
            autoComplete={courier ? 'street-address' : 'off'}
            placeholder={courier ? t('orders.booking.addressPlaceholder') : t('orders.booking.locationPlaceholder')}
            maxLength={120}
            className="input w-full"
          />
        )}
      </FormField>
      <p className="flex items-baseline justify-between rounded-field bg-base-200 px-3 py-2" aria-live="polite">
        <span>{t('orders.booking.total')}</span>
        <span className="text-lg font-bold" data-testid="booking-total">
          {money(product.resalePrice * units + fee)}
        </span>
      </p>
      <BuyerProtectionNote context="listing" newTab />
    </FormDialog>
  );
}
