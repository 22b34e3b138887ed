import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import { useFormat } from '@/lib/i18n/use-format.ts';
import type { ListingFormOutput, ListingFormValues } from '../utils/listing-form-values.ts';
import { NumberInput } from './number-input.tsx';
import { FormSection } from './form-section.tsx';

type DeliverySectionProps = {
  control: Control<ListingFormValues, unknown, ListingFormOutput>;
  register: UseFormRegister<ListingFormValues>;
  errors: FieldErrors<ListingFormValues>;
};

/**
 * How the item is handed over: a meet-up in the listing's area and/or a courier, with its fee
 * inside and outside the seller's city ("inside Dhaka ৳60, outside ৳120"). The fees are typed
 * in the price's own input and read by the price's schema.
 */
export function DeliverySection({ control, register, errors }: DeliverySectionProps) {
  const { t } = useTranslation();
  const sign = useFormat().currencySign;
  const courier = useWatch({ control, name: 'courier' });
  const wayError = errors.meetUp?.message;
  return (
    <FormSection title={t('listings.delivery.title')}>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <label className="flex items-center gap-2">
          <input type="checkbox" className="checkbox checkbox-sm" {...register('meetUp')} aria-describedby={wayError ? 'delivery-way-error' : undefined} />
          <span>{t('listings.delivery.meetUp')}</span>
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" className="checkbox checkbox-sm" {...register('courier')} />
          <span>{t('listings.delivery.courier')}</span>
        </label>
        {wayError ? (
          <p id="delivery-way-error" className="text-sm text-error">
            {t(wayError)}
          </p>
        ) : null}
      </div>
      {courier ? (
        <>
          <FormField label={t('listings.delivery.feeInside', { sign })} error={errors.courierFeeInside?.message}>
            {(a11y) => <NumberInput {...a11y} field={register('courierFeeInside')} prefix={sign} placeholder={t('listings.form.example', { example: '60' })} />}
          </FormField>
          <FormField label={t('listings.delivery.feeOutside', { sign })} error={errors.courierFeeOutside?.message}>
            {(a11y) => <NumberInput {...a11y} field={register('courierFeeOutside')} prefix={sign} placeholder={t('listings.form.example', { example: '120' })} />}
          </FormField>
        </>
      ) : null}
    </FormSection>
  );
}
