import { specQuantityProblem, type SpecFacet } from '@reboard/contracts';
import { useId, useState, type FormEvent } from 'react';
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
  const name = facet.label.toLowerCase();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const bad = (['min', 'max'] as const)
      .map((end) => ({ end, message: specQuantityProblem(facet.key, end === 'min' ? min : max) }))
      .find((p) => p.message);
    if (bad?.message) {
      setProblem({ end: bad.end, message: bad.message });
      return;
    }
    setProblem(undefined);
    onApply(min.trim() || undefined, max.trim() || undefined);
  }

  const field = (end: 'min' | 'max', label: string, value: string, setValue: (value: string) => void, placeholder: string | undefined) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={`${id}-${end}`} className="text-xs font-medium">
        {label}
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
    <RangeForm label={`${facet.label} range`} applyLabel={`Apply ${name}`} errorId={errorId} problem={problem?.message} onSubmit={onSubmit}>
      {field('min', `Min ${name}`, min, setMin, facet.range?.min)}
      {field('max', `Max ${name}`, max, setMax, facet.range?.max)}
    </RangeForm>
  );
}
