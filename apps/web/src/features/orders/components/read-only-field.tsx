import { useId } from 'react';

/** A labelled value the person sees but cannot change (the booking's name, email and price). */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} value={value} readOnly className="input w-full bg-base-200 text-base-content/80" />
    </div>
  );
}
