import type { ReactNode } from 'react';

/** A dashboard page's title (also the tab's) with an optional line under it. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <title>{`${title} · Reboard`}</title>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {children ? <p className="mt-2 text-base-content/70">{children}</p> : null}
    </div>
  );
}
