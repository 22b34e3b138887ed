import type { PublicReview } from '@reboard/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Stars } from '@/components/rating.tsx';
import { useFormat } from '@/lib/i18n/use-format.ts';

type ReviewCardProps = {
  review: PublicReview;
  /** Whether to name the listing (the seller's page does; an order's page already shows it). */
  showProduct?: boolean;
  /** Buttons for whoever may act on it (an admin's Remove review). */
  actions?: ReactNode;
};

/** One review: stars, the text, who wrote it and when, and the seller's answer under it. */
export function ReviewCard({ review, showProduct = true, actions }: ReviewCardProps) {
  const { t } = useTranslation();
  const { postedOn } = useFormat();
  return (
    <article className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars rating={review.rating} />
        {actions}
      </div>
      {/* Buyers' words, shown as text: React escapes them. */}
      <p className="whitespace-pre-line break-words">{review.text}</p>
      <p className="text-sm text-base-content/70">
        {review.buyerName}
        {showProduct ? <> · {review.productName}</> : null} ·{' '}
        <time dateTime={review.createdAt}>{postedOn(review.createdAt)}</time>
      </p>
      {review.answer ? (
        <div className="ml-3 border-l-2 border-base-300 pl-3">
          <p className="text-sm font-semibold">{t('reviews.card.sellersAnswer')}</p>
          <p className="whitespace-pre-line break-words text-sm text-base-content/80">{review.answer}</p>
        </div>
      ) : null}
    </article>
  );
}
