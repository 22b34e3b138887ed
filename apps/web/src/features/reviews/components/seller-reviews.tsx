import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { PendingButton } from '@/components/pending-button.tsx';
import { QueryError } from '@/components/query-error.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useSession } from '@/lib/session/get-session.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { useSellerReviews } from '../api/get-seller-reviews.ts';
import { RemoveReviewButton } from './remove-review-button.tsx';
import { ReviewCard } from './review-card.tsx';

/** A seller's reviews, newest first, ten at a time; admins can take one down. */
export function SellerReviews({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation();
  const reviews = useSellerReviews(sellerId);
  const isAdmin = useSession().user?.role === 'admin';
  // Rendered on the server: the button works once the page has hydrated.
  const hydrated = useHydrated();
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="reviews-heading" className="flex flex-col gap-4">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        {t('reviews.seller.heading')}
      </h2>
      {reviews.isPending ? (
        <Spinner />
      ) : reviews.isError && items.length === 0 ? (
        <QueryError error={reviews.error} onRetry={() => void reviews.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t('reviews.seller.emptyTitle')}>{t('reviews.seller.emptyText')}</EmptyState>
      ) : (
        <ul aria-label={t('reviews.seller.heading')} className="flex flex-col gap-3">
          {items.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} actions={isAdmin ? <RemoveReviewButton reviewId={review.id} buyerName={review.buyerName} /> : null} />
            </li>
          ))}
        </ul>
      )}
      {reviews.hasNextPage ? (
        <PendingButton className="btn btn-outline self-center" pending={reviews.isFetchingNextPage} disabled={!hydrated} onClick={() => void reviews.fetchNextPage()}>
          {t('reviews.seller.more')}
        </PendingButton>
      ) : null}
    </section>
  );
}
