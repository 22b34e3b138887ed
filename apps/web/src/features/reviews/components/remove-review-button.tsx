import { useState } from 'react';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { useRemoveReview } from '../api/remove-review.ts';

/** An admin's "Remove review", confirmed first: the review leaves the page and the rating. */
export function RemoveReviewButton({ reviewId, buyerName }: { reviewId: string; buyerName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useRemoveReview();

  async function confirm() {
    try {
      toast.success((await remove.mutateAsync(reviewId)).message);
    } catch (error) {
      toastMutationError(error, t);
    } finally {
      setOpen(false);
    }
  }

  return (
    <>
      <button type="button" className="btn btn-ghost btn-xs text-error" onClick={() => setOpen(true)}>
        {t('reviews.remove.button')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('reviews.remove.title', { buyer: buyerName })}
        description={t('reviews.remove.description')}
        confirmLabel={t('reviews.remove.confirm')}
        busy={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
