import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPriceRange } from '../../utils/price-range.ts';
import { RangeForm } from './range-form.tsx';

type PriceRangeFormProps = {
  minPrice: string | undefined;
  maxPrice: string | undefined;
  /** The currency sign shown in front of both amounts. */
  sign: string;
  onApply: (minPrice: string | undefined, maxPrice: string | undefined) => void;
};

/** Which field is wrong and the schema's catalogue key saying why (it names the field). */
type Problem = { field: 'minPrice' | 'maxPrice'; message: string };

const FIELD_KEYS = { minPrice: 'catalog.filters.price.min', maxPrice: 'catalog.filters.price.max' } as const;

/**
 * A typed price range in whole amounts, kept as typed ("25,000", "২৫০০০"). It is read with the
 * API's reader and rules before it is applied; a bad one is explained under the fields and left
 * out of the URL.
 */
export function PriceRangeForm({ minPrice, maxPrice, sign, onApply }: PriceRangeFormProps) {
  const [min, setMin] = useState(minPrice ?? '');
  const [max, setMax] = useState(maxPrice ?? '');
  const [problem, setProblem] = useState<Problem | undefined>();
  const id = useId();
  const errorId = `${id}-error`;
  const { t } = useTranslation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = await checkPriceRange(min, max);
    if (!checked.ok) {
      setProblem(checked);
      return;
    }
    setProblem(undefined);
    onApply(checked.minPrice, checked.maxPrice);
  }

  const field = (name: Problem['field'], value: string, setValue: (value: string) => void) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-xs font-medium">
        {t(FIELD_KEYS[name])}
      </label>
      <div className={`input input-sm w-full ${problem?.field === name ? 'input-error' : ''}`}>
        <span aria-hidden="true" className="text-base-content/60">
          {sign}
        </span>
        <input
          id={`${id}-${name}`}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={problem?.field === name}
          aria-describedby={problem?.field === name ? errorId : undefined}
          className="min-w-0"
        />
      </div>
    </div>
  );

  return (
    <RangeForm
      label={t('catalog.filters.price.range')}
      applyLabel={t('catalog.filters.price.apply')}
      errorId={errorId}
      problem={problem ? t(problem.message) : undefined}
      onSubmit={(event) => void onSubmit(event)}
    >
      {field('minPrice', min, setMin)}
      {field('maxPrice', max, setMax)}
    </RangeForm>
  );
}
