import { RATINGS, type RatingSummary } from '@reboard/contracts';
import { StarIcon } from './icons/ui-icons.tsx';

const plural = (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'}`;

/** "★ 4.8 (12 reviews)", or "No reviews yet": a seller's standing beside their name. */
export function RatingLine({ rating, className = '' }: { rating: RatingSummary; className?: string }) {
  if (rating.average === null) return <span className={`text-sm text-base-content/70 ${className}`}>No reviews yet</span>;
  return (
    <span className={`inline-flex items-center gap-1 text-sm ${className}`}>
      <StarIcon className="size-4 shrink-0 text-warning" />
      <span className="sr-only">Rated</span>
      <span className="font-semibold">{rating.average.toFixed(1)}</span>
      <span className="sr-only">out of 5</span>
      <span className="text-base-content/70">({plural(rating.count)})</span>
    </span>
  );
}

/** One review's stars, read out as "4 out of 5 stars". */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className={`inline-flex ${className}`}>
      {RATINGS.map((n) => (
        <StarIcon key={n} className={`size-4 ${n <= rating ? 'text-warning' : 'text-base-content/20'}`} />
      ))}
    </span>
  );
}
