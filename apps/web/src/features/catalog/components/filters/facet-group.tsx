import { useId } from 'react';
import { usePendingChoice } from '../../hooks/use-pending-choice.ts';
import type { FilterOption } from './filter-options.ts';

type FacetGroupProps = {
  title: string;
  /** The first choice, which sets the filter aside: "Any condition". */
  anyLabel: string;
  options: FilterOption[];
  /** The chosen value; undefined for "any". */
  selected: string | undefined;
  /** False when something outside the choices is in force (a typed price range). */
  anyChecked?: boolean;
  onChange: (value: string | undefined) => void;
};

/** One filter as radio buttons, each value with how many listings it would leave. */
export function FacetGroup({ title, anyLabel, options, selected, anyChecked = selected === undefined, onChange }: FacetGroupProps) {
  const name = useId();
  // null once "any" is picked, a value once one is, until the URL catches up.
  const [picked, setPicked] = usePendingChoice<string | null>(`${selected}|${anyChecked}`);
  const choose = (value: string | undefined) => {
    setPicked(value ?? null);
    onChange(value);
  };
  const isAny = picked === undefined ? anyChecked : picked === null;
  const current = picked === undefined ? selected : (picked ?? undefined);

  return (
    <fieldset className="fieldset min-w-0">
      <legend className="fieldset-legend text-sm">{title}</legend>
      <div className="flex max-h-64 flex-col overflow-y-auto">
        <label className="flex cursor-pointer items-center gap-2 py-1 text-sm">
          <input type="radio" className="radio radio-sm" name={name} checked={isAny} onChange={() => choose(undefined)} />
          <span className="grow">{anyLabel}</span>
        </label>
        {options.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-2 py-1 text-sm">
            <input
              type="radio"
              className="radio radio-sm"
              name={name}
              value={option.value}
              checked={current === option.value}
              onChange={() => choose(option.value)}
            />
            <span className="min-w-0 grow break-words">{option.label}</span>
            {option.count !== undefined ? (
              <span className="text-xs tabular-nums text-base-content/60">{option.count}</span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
