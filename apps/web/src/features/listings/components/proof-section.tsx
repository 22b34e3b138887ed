import { PROOF_BADGE_LABEL, PROOF_INSTRUCTION } from '@reboard/contracts';
import { useEffect } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import { PictureField } from '../../../components/picture/picture-field.tsx';
import { PhotoPreview } from '../../../components/picture/picture-preview.tsx';
import { useInstantPicture } from '../../../components/picture/use-instant-picture.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { useProofCode } from '../api/get-proof-code.ts';
import type { ListingFormOutput, ListingFormValues } from '../utils/listing-form.ts';
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
  const stored = useWatch({ control, name: 'proofCode' });
  const photo = useWatch({ control, name: 'proofPhoto' });
  const issued = useProofCode(!stored);
  const code = stored || issued.data?.code;
  const picture = useInstantPicture((url) => setValue('proofPhoto', url, { shouldDirty: true }), 'The proof photo could not be uploaded');
  const uploading = picture.upload.status === 'uploading';

  useEffect(() => {
    if (!stored && issued.data) setValue('proofToken', issued.data.token);
  }, [stored, issued.data, setValue]);
  useEffect(() => onUploading(uploading), [uploading, onUploading]);

  const previewUrl = picture.upload.previewUrl ?? (photo || null);
  const codeError = errors.proofToken?.message;

  return (
    <FormSection title="Proof photo">
      <div className="flex flex-col gap-2 sm:col-span-2">
        {code ? (
          <div className="flex flex-wrap items-center gap-4 rounded-box border-2 border-dashed border-primary/50 bg-primary/5 p-4">
            <div>
              <p className="text-sm font-medium">Your proof code</p>
              <p className="font-mono text-3xl font-bold tracking-widest">{code}</p>
            </div>
            <p className="min-w-0 flex-1 basis-56 text-sm text-base-content/80">
              {PROOF_INSTRUCTION}. Attach it below: listings with one carry the “{PROOF_BADGE_LABEL}” badge.
            </p>
          </div>
        ) : issued.isError ? (
          <QueryError error={issued.error} onRetry={() => void issued.refetch()} />
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-base-content/70">
            <span className="loading loading-spinner loading-sm" aria-hidden="true" /> Getting your proof code…
          </p>
        )}
        {codeError ? <p className="text-sm text-error">{codeError}</p> : null}
      </div>
      <div className="sm:col-span-2">
        <PictureField
          variant="photo"
          label="Proof photo"
          extraHint="The item with the code written beside it; it uploads as soon as you choose it."
          preview={<PhotoPreview url={previewUrl} alt="Preview of the proof photo" />}
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
