import { zodResolver } from '@hookform/resolvers/zod';
import { CONDITIONS, currencySymbol, DEFAULT_CATEGORIES, WORKING_STATUS_LABELS, WORKING_STATUSES } from '@reboard/contracts';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { photosError } from '../../../components/picture/photo-entries.ts';
import { PhotosField } from '../../../components/picture/photos-field.tsx';
import { useCategories } from '../../../lib/catalog/get-categories.ts';
import { conditionLabel } from '../../../lib/catalog/product-display.ts';
import { useConfig } from '../../../lib/config/get-config.ts';
import { setServerErrors } from '../../../lib/form-errors.ts';
import { toastMutationError } from '../../../lib/mutation-toast.ts';
import {
  LISTING_FORM_FIELDS,
  ListingFormSchema,
  type ListingFormOutput,
  type ListingFormValues,
} from '../utils/listing-form.ts';
import { DigitsInput } from './digits-input.tsx';
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

/** Add and edit share this form: every Product field of the spec plus the electronics extras. */
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
  const categories = useCategories();
  const sign = currencySymbol(useConfig().currency);
  const [uploading, setUploading] = useState(false);
  const categoryId = useWatch({ control, name: 'categoryId' });
  const [proofUploading, setProofUploading] = useState(false);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await onSave(input);
    } catch (error) {
      setServerErrors(setError, error, [...LISTING_FORM_FIELDS, ...SPEC_FIELDS]);
      toastMutationError(error);
    }
  });

  const busy = isSubmitting;
  const categoryOptions = categories.data?.items ?? DEFAULT_CATEGORIES;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-8" aria-label={submitLabel}>
      <FormSection title="The part">
        <FormField label="Product name" error={errors.name?.message} className="sm:col-span-2">
          {(a11y) => <input {...a11y} {...register('name')} maxLength={120} className="input w-full" />}
        </FormField>
        <FormField label="Category" error={errors.categoryId?.message}>
          {(a11y) => (
            <select {...a11y} required={false} {...register('categoryId')} className="select w-full">
              {categoryOptions.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Condition" error={errors.condition?.message}>
          {(a11y) => (
            <select {...a11y} required={false} {...register('condition')} className="select w-full">
              {CONDITIONS.map((condition) => (
                <option key={condition} value={condition}>
                  {conditionLabel(condition)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Manufacturer (optional)" error={errors.manufacturer?.message}>
          {(a11y) => (
            <input {...a11y} required={false} {...register('manufacturer')} maxLength={80} placeholder="e.g. Espressif" className="input w-full" />
          )}
        </FormField>
        <FormField label="Part number (MPN, optional)" error={errors.partNumber?.message}>
          {(a11y) => (
            <input
              {...a11y}
              required={false}
              {...register('partNumber')}
              maxLength={60}
              placeholder="e.g. ESP32-WROOM-32E"
              className="input w-full font-mono"
            />
          )}
        </FormField>
        <FormField label="Working status (optional)" error={errors.workingStatus?.message} className="sm:col-span-2">
          {(a11y) => (
            <select {...a11y} required={false} {...register('workingStatus')} className="select w-full">
              <option value="">Not stated</option>
              {WORKING_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {WORKING_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </FormSection>

      <SpecsSection categoryId={categoryId} register={register} errors={errors.specs} />

      <FormSection title="Price and history">
        <FormField label={`Resale price (${sign})`} error={errors.resalePrice?.message}>
          {(a11y) => <DigitsInput {...a11y} field={register('resalePrice')} prefix={sign} placeholder="Up to 4 digits" />}
        </FormField>
        <FormField label={`Original price (${sign}, optional)`} error={errors.originalPrice?.message}>
          {(a11y) => <DigitsInput {...a11y} required={false} field={register('originalPrice')} prefix={sign} />}
        </FormField>
        <FormField label="Year purchased" error={errors.yearPurchased?.message}>
          {(a11y) => <DigitsInput {...a11y} field={register('yearPurchased')} placeholder="e.g. 2021" />}
        </FormField>
        <FormField label="Usage period" error={errors.usagePeriod?.message}>
          {(a11y) => (
            <input {...a11y} {...register('usagePeriod')} maxLength={10} placeholder="e.g. 2 years" className="input w-full" />
          )}
        </FormField>
      </FormSection>

      <FormSection title="Contact and location">
        <FormField label="Seller phone" error={errors.sellerPhone?.message}>
          {(a11y) => (
            <input {...a11y} {...register('sellerPhone')} type="tel" autoComplete="tel" maxLength={20} className="input w-full" />
          )}
        </FormField>
        <FormField label="Location" error={errors.location?.message}>
          {(a11y) => (
            <input {...a11y} {...register('location')} maxLength={120} placeholder="e.g. Dhaka" className="input w-full" />
          )}
        </FormField>
      </FormSection>

      <FormSection title="Description and photos">
        <FormField label="Description (optional)" error={errors.description?.message} className="sm:col-span-2">
          {(a11y) => (
            <textarea
              {...a11y}
              required={false}
              {...register('description')}
              rows={5}
              maxLength={2000}
              placeholder="What it is, what works, what is included"
              className="textarea w-full"
            />
          )}
        </FormField>
        <div className="sm:col-span-2">
          <PhotosField
            label="Product photos"
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
          {uploading ? 'Uploading photos…' : submitLabel}
        </PendingButton>
        {secondaryAction}
      </div>
    </form>
  );
}
