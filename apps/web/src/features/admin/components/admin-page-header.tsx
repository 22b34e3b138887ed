import type { ReactNode } from 'react';

type AdminPageHeaderProps = {
  title: string;
  description: string;
  /** The page's search box, beside the heading on wide screens and under it on narrow ones. */
  children?: ReactNode;
};

export function AdminPageHeader({ title, description, children }: AdminPageHeaderProps) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <title>{`${title} · Reboard`}</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 text-base-content/70">{description}</p>
      </div>
      {children}
    </div>
  );
}
