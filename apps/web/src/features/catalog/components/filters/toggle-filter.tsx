import { usePendingChoice } from '../../hooks/use-pending-choice.ts';

type ToggleFilterProps = {
  /** The group's legend, e.g. "Sellers". */
  title: string;
  /** The one choice, e.g. "Verified sellers only" or "Photo with code". */
  label: string;
  checked: boolean;
  count: string | undefined;
  onChange: (checked: boolean) => void;
};

/** A filter with one value (verified sellers, photo with code): a single checkbox with its count. */
export function ToggleFilter({ title, label, checked, count, onChange }: ToggleFilterProps) {
  const [picked, setPicked] = usePendingChoice<boolean>(checked);
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend text-sm">{title}</legend>
      <label className="flex cursor-pointer items-center gap-2 py-1 text-sm">
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          checked={picked ?? checked}
          onChange={(event) => {
            setPicked(event.target.checked);
            onChange(event.target.checked);
          }}
        />
        <span className="grow">{label}</span>
        {count !== undefined ? <span className="text-xs tabular-nums text-base-content/60">{count}</span> : null}
      </label>
    </fieldset>
  );
}
