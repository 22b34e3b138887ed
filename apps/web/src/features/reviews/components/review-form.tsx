import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_TEXT_MAX, ReviewRequestSchema, type ReviewRequest } from '@reboard/contracts/schemas';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import { PendingButton } from '@/components/pending-button.tsx';
import { setServerErrors } from '@/lib/form-errors.ts';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { fieldMessage } from '../utils/review-field-message.ts';
import { RatingInput } from './rating-input.tsx';

type ReviewFormProps = {
  /** The review being edited; a new one starts empty. */
  initial?: ReviewRequest;
  submitLabel: string;
  pending: boolean;
  /** Sends the review; a refusal is shown here (field messages in place, anything else as a toast). */
  onSave: (review: ReviewRequest) => Promise<unknown>;
  onCancel?: () => void;
};

/** Stars and a short text: the buyer's review of a seller, new or edited. */
export function ReviewForm({ initial, submitLabel, pending, onSave, onCancel }: ReviewFormProps) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReviewRequest>({ resolver: zodResolver(ReviewRequestSchema), defaultValues: initial ?? { text: '' } });

  async function submit(review: ReviewRequest) {
    try {
      await onSave(review);
    } catch (error) {
      if (!setServerErrors(setError, error, ['rating', 'text'], { t, shouldFocus: true })) toastMutationError(error, t);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="flex flex-col gap-4">
      <Controller
        control={control}
        name="rating"
        render={({ field }) => <RatingInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldMessage(t, errors.rating?.message)} />}
      />
      <FormField label={t('reviews.form.review')} error={fieldMessage(t, errors.text?.message)}>
        {(a11y) => (
          <textarea
            {...a11y}
            {...register('text')}
            rows={4}
            maxLength={REVIEW_TEXT_MAX}
            placeholder={t('reviews.form.placeholder')}
            className={`textarea w-full ${errors.text ? 'textarea-error' : ''}`}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <PendingButton type="submit" className="btn btn-primary" pending={pending}>
          {submitLabel}
        </PendingButton>
        {onCancel ? (
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={pending}>
            {t('reviews.form.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
