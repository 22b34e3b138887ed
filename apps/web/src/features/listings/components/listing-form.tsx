import { zodResolver } from '@hookform/resolvers/zod';
import { CONDITION_KEYS, CONDITIONS, DEFAULT_CATEGORIES, MAX_WHOLE_PRICE, readWholeNumber, WORKING_STATUS_KEYS, WORKING_STATUSES } from '@reboard/contracts/schemas';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import { PendingButton } from '@/components/pending-button.tsx';
import { photosError } from '@/components/picture/photo-entries.ts';
import { PhotosField } from '@/components/picture/photos-field.tsx';
import { useCategories } from '@/lib/catalog/get-categories.ts';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { useCategoryName } from '@/lib/i18n/use-labels.ts';
import { setServerErrors } from '@/lib/form-errors.ts';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import {
  LISTING_FORM_FIELDS,
  ListingFormSchema,
  type ListingFormOutput,
  type ListingFormValues,
} from '../utils/listing-form-values.ts';
import { DeliverySection } from './delivery-section.tsx';
import { NumberInput } from './number-input.tsx';
import { FormSection } from './form-section.tsx';
import { SPEC_FIELDS } from '../utils/spec-fields.ts';
import { SpecsSection } from './specs-section.tsx';
import { ProofSection } from './proof-section.tsx';

type ListingFormProps = {
  defaultValues: ListingFormValues;
  submitLabel: string;
  /** Shown beside the submit button, e.g. a way back without saving. */
  secondaryAction?: ReactNode;
  /** Saves the listing; a thrown API error is shown under its fields and as a toast. */
  onSave: (input: ListingFormOutput) => Promise<void>;
};

/**
 * Add and edit share this form: every Product field of the spec plus the electronics extras.
 * No input has a maxLength: a browser cuts what is typed or pasted past it without a word, so
 * the schema refuses a value that is too long, with a message, instead.
 */
export function ListingForm({ defaultValues, submitLabel, secondaryAction, onSave }: ListingFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ListingFormValues, unknown, ListingFormOutput>({
    resolver: zodResolver(ListingFormSchema),
    defaultValues,
  });
  const { t } = useTranslation();
  const categories = useCategories();
  const categoryName = useCategoryName();
  const format = useFormat();
  const sign = format.currencySign;
  const [uploading, setUploading] = useState(false);
  const categoryId = useWatch({ control, name: 'categoryId' });
  const [resalePrice, originalPrice] = useWatch({ control, name: ['resalePrice', 'originalPrice'] });
  /** What a typed price reads as, so a seller sees the number before buyers do ("Buyers see ৳25,000"). */
  const priceReading = (typed: string) => {
    const read = readWholeNumber(typed, { max: MAX_WHOLE_PRICE });
    return read.ok ? t('listings.form.priceReads', { price: format.whole(read.value) }) : undefined;
  };
  const [proofUploading, setProofUploading] = useState(false);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await onSave(input);
    } catch (error) {
      setServerErrors(setError, error, [...LISTING_FORM_FIELDS, ...SPEC_FIELDS], { t });
      toastMutationError(error, t);
    }
  });

  const busy = isSubmitting;
  const categoryOptions = categories.data?.items ?? DEFAULT_CATEGORIES;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-8" aria-label={submitLabel}>
      <FormSection title={t('listings.form.part')}>
        <FormField label={t('listings.form.name')} error={errors.name?.message} className="sm:col-span-2">
          {(a11y) => <input {...a11y} {...register('name')} className="input w-full" />}
        </FormField>
        <FormField label={t('listings.form.category')} error={errors.categoryId?.message}>
          {(a11y) => (
            <select {...a11y} required={false} {...register('categoryId')} className="select w-full">
              {categoryOptions.map((category) => (
                <option key={category.id} value={category.id}>
                  {categoryName(category)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('listings.form.condition')} error={errors.condition?.message}>
          {(a11y) => (
            <select {...a11y} required={false} {...register('condition')} className="select w-full">
              {CONDITIONS.map((condition) => (
                <option key={condition} value={condition}>
                  {t(CONDITION_KEYS[condition])}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('listings.form.manufacturer')} error={errors.manufacturer?.message}>
          {(a11y) => (
            <input {...a11y} required={false} {...register('manufacturer')} placeholder={t('listings.form.example', { example: 'Espressif' })} className="input w-full" />
          )}
        </FormField>
        <FormField label={t('listings.form.partNumber')} error={errors.partNumber?.message}>
          {(a11y) => (
            <input
              {...a11y}
              required={false}
              // A field name, not words: the rule's word filter lacks the u flag, so any 'p' trips it.
              {...register('partNumber')}
             
              placeholder={t('listings.form.example', { example: 'ESP32-WROOM-32E' })}
              className="input w-full font-mono"
            />
          )}
        </FormField>
        <FormField label={t('listings.form.workingStatus')} error={errors.workingStatus?.message} className="sm:col-span-2">
          {(a11y) => (
            <select {...a11y} required={false} {...register('workingStatus')} className="select w-full">
              <option value="">{t('listings.form.notStated')}</option>
              {WORKING_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(WORKING_STATUS_KEYS[status])}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </FormSection>

      <SpecsSection categoryId={categoryId} register={register} errors={errors.specs} />

      <FormSection title={t('listings.form.priceAndHistory')}>
        <FormField label={t('listings.form.resalePrice', { sign })} error={errors.resalePrice?.message}>
          {(a11y) => (
            <NumberInput {...a11y} field={register('resalePrice')} prefix={sign} reading={priceReading(resalePrice)} placeholder={t('listings.form.resalePriceHint')} />
          )}
        </FormField>
        <FormField label={t('listings.form.quantity')} error={errors.quantity?.message}>
          {(a11y) => <NumberInput {...a11y} field={register('quantity')} />}
        </FormField>
        <FormField label={t('listings.form.originalPrice', { sign })} error={errors.originalPrice?.message}>
          {(a11y) => <NumberInput {...a11y} required={false} field={register('originalPrice')} prefix={sign} reading={priceReading(originalPrice)} />}
        </FormField>
        <FormField label={t('listings.form.yearPurchased')} error={errors.yearPurchased?.message}>
          {(a11y) => <NumberInput {...a11y} field={register('yearPurchased')} placeholder={t('listings.form.example', { example: '2021' })} />}
        </FormField>
        <FormField label={t('listings.form.usagePeriod')} error={errors.usagePeriod?.message}>
          {(a11y) => (
            <input {...a11y} {...register('usagePeriod')} placeholder={t('listings.form.usagePeriodHint')} className="input w-full" />
          )}
        </FormField>
      </FormSection>

      <FormSection title={t('listings.form.contact')}>
        <FormField label={t('listings.form.sellerPhone')} error={errors.sellerPhone?.message}>
          {(a11y) => (
            <input {...a11y} {...register('sellerPhone')} type="tel" autoComplete="tel" className="input w-full" />
          )}
        </FormField>
        <FormField label={t('listings.form.location')} error={errors.location?.message}>
          {(a11y) => (
            <input {...a11y} {...register('location')} placeholder={t('listings.form.locationHint')} className="input w-full" />
          )}
        </FormField>
      </FormSection>

      <DeliverySection control={control} register={register} errors={errors} />

      <FormSection title={t('listings.form.descriptionAndPhotos')}>
        <FormField label={t('listings.form.description')} error={errors.description?.message} className="sm:col-span-2">
          {(a11y) => (
            <textarea
              {...a11y}
              required={false}
              // A field name, not words: the rule's word filter lacks the u flag, so any 'p' trips it.
              {...register('description')}
              rows={5}
             
              placeholder={t('listings.form.descriptionHint')}
              className="textarea w-full"
            />
          )}
        </FormField>
        <div className="sm:col-span-2">
          <PhotosField
            label={t('listings.form.photos')}
            initial={defaultValues.photos}
            onChange={(urls) => setValue('photos', urls, { shouldDirty: true })}
            onBusyChange={setUploading}
            error={photosError(errors.photos)}
            disabled={busy}
          />
        </div>
      </FormSection>

      <ProofSection control={control} setValue={setValue} errors={errors} disabled={busy} onUploading={setProofUploading} />

      <div className="flex flex-wrap items-center gap-3">
        <PendingButton type="submit" className="btn btn-primary" pending={busy} disabled={uploading || proofUploading}>
          {uploading ? t('listings.form.uploading') : submitLabel}
        </PendingButton>
        {secondaryAction}
      </div>
    </form>
  );
}
