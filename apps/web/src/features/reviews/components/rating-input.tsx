import { RATINGS } from '@reboard/contracts/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/use-format.ts';

type RatingInputProps = {
  /** The chosen rating, or undefined before one is chosen. */
  value: number | undefined;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  error?: string | undefined;
};

/**
 * Five radio buttons drawn as stars (daisyUI's rating): real radios, so arrow keys move between
 * them and a screen reader says "3 stars, 3 of 5" in a group named "Rating".
 */
export function RatingInput({ value, onChange, onBlur, error }: RatingInputProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const name = useId();
  const id = useId();
  return (
    <fieldset role="radiogroup" aria-labelledby={`${id}-legend`} aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-1">
      <legend id={`${id}-legend`} className="mb-1 text-sm font-medium">
        {t('reviews.form.rating')}
      </legend>
      <div className="rating rating-lg">
        {RATINGS.map((n) => (
          <input
            key={n}
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            onBlur={onBlur}
            aria-label={t('reviews.form.stars', { count: n, number: number(n) })}
            className="mask mask-star-2 bg-warning"
          />
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
