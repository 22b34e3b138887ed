import { VERIFIED_SELLERS_LABEL } from '@reboard/contracts';
import { usePendingChoice } from '../../hooks/use-pending-choice.ts';
import { DIMENSION_TITLES } from './filter-options.ts';

type VerifiedFilterProps = {
  checked: boolean;
  count: string | undefined;
  onChange: (checked: boolean) => void;
};

/** "Verified sellers only", a single checkbox with its count. */
export function VerifiedFilter({ checked, count, onChange }: VerifiedFilterProps) {
  const [picked, setPicked] = usePendingChoice<boolean>(checked);
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend text-sm">{DIMENSION_TITLES.verified}</legend>
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
        <span className="grow">{VERIFIED_SELLERS_LABEL}</span>
        {count !== undefined ? <span className="text-xs tabular-nums text-base-content/60">{count}</span> : null}
      </label>
    </fieldset>
  );
}
