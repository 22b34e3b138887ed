import type { ReactNode } from 'react';

/** A titled group of the listing form's fields, two columns from small screens up. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
      <legend className="px-2 text-sm font-semibold uppercase tracking-wide text-base-content/60">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
