import type { ReactNode } from 'react';

/** One term of a moderation record's description list (a report, an order problem). */
export function Fact({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2 lg:col-span-3' : undefined}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-base-content/60">{term}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}
