import { useEffect } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PictureField } from '@/components/picture/picture-field.tsx';
import { PhotoPreview } from '@/components/picture/picture-preview.tsx';
import { useInstantPicture } from '@/components/picture/use-instant-picture.ts';
import { QueryError } from '@/components/query-error.tsx';
import { useProofCode } from '../api/get-proof-code.ts';
import type { ListingFormOutput, ListingFormValues } from '../utils/listing-form-values.ts';
import { FormSection } from './form-section.tsx';

type ProofSectionProps = {
  control: Control<ListingFormValues, unknown, ListingFormOutput>;
  setValue: UseFormSetValue<ListingFormValues>;
  errors: FieldErrors<ListingFormValues>;
  disabled: boolean;
  /** Told while the proof photo uploads, so the form waits for it before saving. */
  onUploading: (uploading: boolean) => void;
};

/**
 * The code to handwrite beside the item and the photo that shows both. A listing being edited
 * keeps the code it was listed with; a new one (or one from before codes) gets a fresh code
 * from the server, whose token goes back with the form.
 */
export function ProofSection({ control, setValue, errors, disabled, onUploading }: ProofSectionProps) {
  const { t } = useTranslation();
  const stored = useWatch({ control, name: 'proofCode' });
  const photo = useWatch({ control, name: 'proofPhoto' });
  const issued = useProofCode(!stored);
  const code = stored || issued.data?.code;
  const picture = useInstantPicture((url) => setValue('proofPhoto', url, { shouldDirty: true }), t('listings.proof.uploadFailed'));
  const uploading = picture.upload.status === 'uploading';

  useEffect(() => {
    if (!stored && issued.data) setValue('proofToken', issued.data.token);
  }, [stored, issued.data, setValue]);
  useEffect(() => onUploading(uploading), [uploading, onUploading]);

  const previewUrl = picture.upload.previewUrl ?? (photo || null);
  const codeError = errors.proofToken?.message;

  return (
    <FormSection title={t('listings.proof.title')}>
      <div className="flex flex-col gap-2 sm:col-span-2">
        {code ? (
          <div className="flex flex-wrap items-center gap-4 rounded-box border-2 border-dashed border-primary/50 bg-primary/5 p-4">
            <div>
              <p className="text-sm font-medium">{t('listings.proof.yourCode')}</p>
              <p className="font-mono text-3xl font-bold tracking-widest">{code}</p>
            </div>
            <p className="min-w-0 flex-1 basis-56 text-sm text-base-content/80">
              {t('listings.proof.instruction', { badge: t('listings.proof.badge') })}
            </p>
          </div>
        ) : issued.isError ? (
          <QueryError error={issued.error} onRetry={() => void issued.refetch()} />
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-base-content/70">
            <span className="loading loading-spinner loading-sm" aria-hidden="true" /> {t('listings.proof.gettingCode')}
          </p>
        )}
        {codeError ? <p className="text-sm text-error">{codeError}</p> : null}
      </div>
      <div className="sm:col-span-2">
        <PictureField
          variant="photo"
          label={t('listings.proof.photo')}
          extraHint={t('listings.proof.photoHint')}
          preview={<PhotoPreview url={previewUrl} alt={t('listings.proof.previewAlt')} />}
          status={picture.upload.status}
          progress={picture.upload.progress}
          error={picture.upload.error ?? errors.proofPhoto?.message ?? null}
          disabled={disabled || !code}
          inputKey={picture.inputKey}
          onFile={(file) => void picture.choose(file)}
          onRemove={previewUrl ? picture.remove : undefined}
        />
      </div>
    </FormSection>
  );
}
