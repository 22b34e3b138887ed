import type { ReactNode } from 'react';

type PageHeaderProps = {
  /** The page's heading (its one h1). */
  title: string;
  /** The browser tab's title, before ' · Reboard'; the heading when left out. */
  tabTitle?: string;
  /** A line under the heading. */
  description?: ReactNode;
  /** Beside the heading on wide screens and under it on narrow ones: a search box, filters, an action. */
  actions?: ReactNode;
};

/** A page's heading, the tab's title, an optional line under it and actions beside it. */
export function PageHeader({ title, tabTitle = title, description, actions }: PageHeaderProps) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <title>{`${tabTitle} · Reboard`}</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {description ? <p className="mt-2 text-base-content/70">{description}</p> : null}
      </div>
      {actions}
    </div>
  );
}
