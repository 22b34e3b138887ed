import type { FormEvent, ReactNode } from 'react';

type RangeFormProps = {
  /** The form's accessible name, e.g. "Price range". */
  label: string;
  /** The button's words, e.g. "Apply price". */
  applyLabel: string;
  /** The id the invalid input points at with aria-describedby. */
  errorId: string;
  problem: string | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The min and max fields. */
  children: ReactNode;
};

/** The frame every typed range filter shares: two fields side by side, the problem under them, Apply. */
export function RangeForm({ label, applyLabel, errorId, problem, onSubmit, children }: RangeFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="mt-2 flex flex-col gap-2" aria-label={label}>
      <div className="flex items-end gap-2">{children}</div>
      {problem ? (
        <p id={errorId} className="text-sm text-error">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn btn-sm btn-outline">
        {applyLabel}
      </button>
    </form>
  );
}
