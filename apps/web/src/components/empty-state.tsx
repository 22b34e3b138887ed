import type { ReactNode } from 'react';

type EmptyStateProps = {
  title: string;
  children?: ReactNode;
};

/** Shown instead of a list that has nothing in it, so an empty page never looks broken. */
export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <div className="rounded-box border border-dashed border-base-300 bg-base-100 px-6 py-12 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {children ? <div className="mt-2 text-base-content/70">{children}</div> : null}
    </div>
  );
}
