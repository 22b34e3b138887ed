import type { RatingSummary } from '@reboard/contracts';
import { RATINGS } from '@reboard/contracts/plain';
import { useTranslation } from 'react-i18next';
import { StarIcon } from './icons/ui-icons.tsx';

/** "★ 4.8 (12 reviews)", or "No reviews yet": a seller's standing beside their name. */
export function RatingLine({ rating, className = '' }: { rating: RatingSummary; className?: string }) {
  const { t } = useTranslation();
  if (rating.average === null) return <span className={`text-sm text-base-content/70 ${className}`}>{t('common.rating.none')}</span>;
  return (
    <span className={`inline-flex items-center gap-1 text-sm ${className}`}>
      <StarIcon className="size-4 shrink-0 text-warning" />
      <span className="sr-only">{t('common.rating.rated')}</span>
      <span className="font-semibold">{t('common.rating.average', { average: rating.average })}</span>
      <span className="sr-only">{t('common.rating.outOfFive')}</span>
      <span className="text-base-content/70">({t('common.rating.reviews', { count: rating.count })})</span>
    </span>
  );
}

/** One review's stars, read out as "4 out of 5 stars". */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('common.rating.stars', { rating })} className={`inline-flex ${className}`}>
      {RATINGS.map((n) => (
        <StarIcon key={n} className={`size-4 ${n <= rating ? 'text-warning' : 'text-base-content/20'}`} />
      ))}
    </span>
  );
}

/**
 * A seller's standing on a product card: five stars and "4.5 (12)", read out as "4.5 out of 5,
 * 12 reviews". Nothing without reviews: an empty rating on every new seller's card is noise.
 */
export function CardRating({ rating, className = '' }: { rating: RatingSummary; className?: string }) {
  const { t } = useTranslation();
  const { average, count } = rating;
  if (average === null || count === 0) return null;
  const filled = Math.round(average);
  return (
    <span role="img" aria-label={t('common.rating.summary', { average, count })} className={`inline-flex items-center gap-1 text-xs ${className}`}>
      <span className="inline-flex">
        {RATINGS.map((n) => (
          <StarIcon key={n} className={`size-3.5 ${n <= filled ? 'text-warning' : 'text-base-content/20'}`} />
        ))}
      </span>
      <span className="font-semibold">{t('common.rating.average', { average })}</span>
      <span className="text-base-content/70">({t('common.rating.count', { count })})</span>
    </span>
  );
}
