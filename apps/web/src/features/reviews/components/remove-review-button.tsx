import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { toastMutationError } from '../../../lib/mutation-toast.ts';
import { useRemoveReview } from '../api/remove-review.ts';

/** An admin's "Remove review", confirmed first: the review leaves the page and the rating. */
export function RemoveReviewButton({ reviewId, buyerName }: { reviewId: string; buyerName: string }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveReview();

  async function confirm() {
    try {
      toast.success((await remove.mutateAsync(reviewId)).message);
    } catch (error) {
      toastMutationError(error);
    } finally {
      setOpen(false);
    }
  }

  return (
    <>
      <button type="button" className="btn btn-ghost btn-xs text-error" onClick={() => setOpen(true)}>
        Remove review
      </button>
      <ConfirmDialog
        open={open}
        title={`Remove ${buyerName}'s review?`}
        description="It leaves the seller's page and rating. Action cannot be undone"
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
