import { REVIEWABLE_STEPS, type OrderStep, type Review } from '@reboard/contracts/schemas';
import { useState } from 'react';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useEditReview, usePostReview } from '../api/change-review.ts';
import { useOrderReview } from '../api/get-order-review.ts';
import { AnswerForm } from './answer-form.tsx';
import { ReviewCard } from './review-card.tsx';
import { ReviewForm } from './review-form.tsx';

export type OrderReviewProps = {
  order: { id: string; step: OrderStep };
  /** Which side of the order is looking: the buyer reviews, the seller answers. */
  viewer: 'buyer' | 'seller';
};


/**
 * An order's review, for its page: the buyer posts one (then edits it while the window is
 * open), the seller reads it and answers once. Shows nothing before the order arrived.
 */
export function OrderReview({ order, viewer }: OrderReviewProps) {
  const { t } = useTranslation();
  const reviewable = REVIEWABLE_STEPS.has(order.step);
  const query = useOrderReview(order.id, reviewable);
  if (!reviewable) return null;

  return (
    <section aria-labelledby={`review-${order.id}`} className="flex flex-col gap-3">
      <h2 id={`review-${order.id}`} className="text-lg font-semibold">
        {viewer === 'buyer' ? t('reviews.order.yourReview') : t('reviews.order.buyersReview')}
      </h2>
      {query.isPending ? (
        <Spinner label={t('reviews.order.loading')} className="py-4" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.review ? (
        <ShownReview review={query.data.review} viewer={viewer} />
      ) : viewer === 'buyer' ? (
        <NewReview orderId={order.id} />
      ) : (
        <p className="text-sm text-base-content/70">{t('reviews.order.notYet')}</p>
      )}
    </section>
  );
}

function NewReview({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const post = usePostReview();
  return (
    <ReviewForm
      submitLabel={t('reviews.order.post')}
      pending={post.isPending}
      onSave={async (review) => {
        await post.mutateAsync({ orderId, review });
        toast.success(t('reviews.order.posted'));
      }}
    />
  );
}

function ShownReview({ review, viewer }: { review: Review; viewer: 'buyer' | 'seller' }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const edit = useEditReview();
  // The moment the page showed the review: enough to decide whether to offer an edit.
  const [shownAt] = useState(Date.now);
  if (review.removed) return <p className="text-sm text-base-content/70">{t('reviews.order.removed')}</p>;
  // Checked again by the server; here it only decides whether to offer the button.
  const editable = viewer === 'buyer' && shownAt < Date.parse(review.editableUntil);

  if (editing && editable) {
    return (
      <ReviewForm
        initial={{ rating: review.rating, text: review.text }}
        submitLabel={t('reviews.order.save')}
        pending={edit.isPending}
        onCancel={() => setEditing(false)}
        onSave={async (changes) => {
          await edit.mutateAsync({ id: review.id, review: changes });
          toast.success(t('reviews.order.updated'));
          setEditing(false);
        }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ReviewCard review={review} showProduct={false} />
      {editable ? (
        <button type="button" className="btn btn-outline btn-sm self-start" onClick={() => setEditing(true)}>
          {t('reviews.order.edit')}
        </button>
      ) : null}
      {viewer === 'seller' && review.answer === null ? <AnswerForm reviewId={review.id} /> : null}
    </div>
  );
}
