import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type ChoiceGroupProps = {
  legend: string;
  field: UseFormRegisterReturn;
  options: { value: string; label: string; detail?: string }[];
  /** Already translated. */
  error?: string | undefined;
};

/** One choice of a few, as radio buttons in a fieldset, so a screen reader reads the question with each answer. */
export function ChoiceGroup({ legend, field, options, error }: ChoiceGroupProps) {
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex items-center gap-2">
          <input type="radio" className="radio radio-sm" value={option.value} {...field} />
          <span className="flex-1">{option.label}</span>
          {option.detail ? <span className="text-sm text-base-content/70">{option.detail}</span> : null}
        </label>
      ))}
      {error ? (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
