import type { ReactNode } from 'react';

type SectionHeadingProps = {
  id: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
};

export function SectionHeading({ id, title, subtitle, action }: SectionHeadingProps) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 id={id} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {subtitle ? <p className="mt-2 text-base-content/70">{subtitle}</p> : null}
      </div>
      {action}
    </div>
  );
}
