import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_TEXT_MAX, ReviewAnswerRequestSchema, type ReviewAnswerRequest } from '@reboard/contracts/schemas';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import { PendingButton } from '@/components/pending-button.tsx';
import { setServerErrors } from '@/lib/form-errors.ts';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { useAnswerReview } from '../api/change-review.ts';
import { fieldMessage } from '../utils/review-field-message.ts';

/** The seller's one answer to a review of them. */
export function AnswerForm({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation();
  const answer = useAnswerReview();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReviewAnswerRequest>({ resolver: zodResolver(ReviewAnswerRequestSchema), defaultValues: { answer: '' } });

  async function submit(values: ReviewAnswerRequest) {
    try {
      await answer.mutateAsync({ id: reviewId, ...values });
      toast.success(t('reviews.answer.posted'));
    } catch (error) {
      if (!setServerErrors(setError, error, ['answer'], { t })) toastMutationError(error, t);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="flex flex-col gap-3">
      <FormField label={t('reviews.answer.label')} error={fieldMessage(t, errors.answer?.message)}>
        {(a11y) => (
          <textarea
            {...a11y}
            {...register('answer')}
            rows={3}
            maxLength={REVIEW_TEXT_MAX}
            placeholder={t('reviews.answer.placeholder')}
            className={`textarea w-full ${errors.answer ? 'textarea-error' : ''}`}
          />
        )}
      </FormField>
      <PendingButton type="submit" className="btn btn-primary self-start" pending={answer.isPending}>
        {t('reviews.answer.submit')}
      </PendingButton>
    </form>
  );
}
