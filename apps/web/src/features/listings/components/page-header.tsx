import type { ReactNode } from 'react';

type PageHeaderProps = { title: string; subtitle?: string; action?: ReactNode };

/** A dashboard page's title (and the tab's), with an optional line and action beside it. */
export function PageHeader({ title, subtitle, action }: PageHeaderProps) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <title>{`${title} · Reboard`}</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-1 text-base-content/70">{subtitle}</p> : null}
      </div>
      {action}
    </div>
  );
}
