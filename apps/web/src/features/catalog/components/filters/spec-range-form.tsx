import type { SpecFacet } from '@reboard/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { specLabel, specQuantityMessage } from '../../utils/spec-label.ts';
import { RangeForm } from './range-form.tsx';

type SpecRangeFormProps = {
  facet: SpecFacet;
  min: string | undefined;
  max: string | undefined;
  onApply: (min: string | undefined, max: string | undefined) => void;
};

/**
 * A quantity's range, typed with its unit in any spelling the API reads ("4GB", "4096 MB",
 * "10uF"). Checked with the API's own parser before it goes into the URL.
 */
export function SpecRangeForm({ facet, min: minValue, max: maxValue, onApply }: SpecRangeFormProps) {
  const [min, setMin] = useState(minValue ?? '');
  const [max, setMax] = useState(maxValue ?? '');
  const [problem, setProblem] = useState<{ end: 'min' | 'max'; message: string } | undefined>();
  const id = useId();
  const errorId = `${id}-error`;
  const { t } = useTranslation();
  const label = specLabel(facet, t);
  const name = label.toLowerCase();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = await Promise.all(
      (['min', 'max'] as const).map(async (end) => ({ end, message: await specQuantityMessage(facet.key, end === 'min' ? min : max, t) })),
    );
    const bad = checked.find((p) => p.message);
    if (bad?.message) {
      setProblem({ end: bad.end, message: bad.message });
      return;
    }
    setProblem(undefined);
    onApply(min.trim() || undefined, max.trim() || undefined);
  }

  const field = (end: 'min' | 'max', text: string, value: string, setValue: (value: string) => void, placeholder: string | undefined) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={`${id}-${end}`} className="text-xs font-medium">
        {text}
      </label>
      <input
        id={`${id}-${end}`}
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={problem?.end === end}
        aria-describedby={problem?.end === end ? errorId : undefined}
        className={`input input-sm w-full min-w-0 ${problem?.end === end ? 'input-error' : ''}`}
      />
    </div>
  );

  return (
    <RangeForm
      label={t('catalog.filters.spec.range', { label })}
      applyLabel={t('catalog.filters.spec.apply', { name })}
      errorId={errorId}
      problem={problem?.message}
      onSubmit={(event) => void onSubmit(event)}
    >
      {field('min', t('catalog.filters.spec.min', { name }), min, setMin, facet.range?.min)}
      {field('max', t('catalog.filters.spec.max', { name }), max, setMax, facet.range?.max)}
    </RangeForm>
  );
}
