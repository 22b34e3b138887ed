import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipIcon, ShieldIcon, TagIcon } from '@/components/icons/ui-icons.tsx';

type AuthShellProps = {
  title: string;
  intro: string;
  children: ReactNode;
};

const POINTS = [
  { Icon: TagIcon, text: 'auth.shell.point.list' },
  { Icon: ShieldIcon, text: 'auth.shell.point.verified' },
  { Icon: ChipIcon, text: 'auth.shell.point.parts' },
] as const;

/** The frame shared by the login and register pages: the form beside a short pitch. */
export function AuthShell({ title, intro, children }: AuthShellProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-5xl px-4 py-10 sm:px-6 lg:grid-cols-[2fr_3fr] lg:py-16">
      <aside className="bg-circuit hidden flex-col justify-between gap-10 rounded-l-box p-10 text-secondary-content lg:flex">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-accent">Reboard</p>
          <p className="mt-4 text-3xl font-bold leading-tight">{t('auth.shell.pitch')}</p>
        </div>
        <ul className="flex flex-col gap-4 text-sm">
          {POINTS.map(({ Icon, text }) => (
            <li key={text} className="flex items-center gap-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-field bg-white/10">
                <Icon className="size-5" />
              </span>
              {t(text)}
            </li>
          ))}
        </ul>
      </aside>
      <section className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-10 lg:rounded-l-none lg:border-l-0">
        <title>{`${title} · Reboard`}</title>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-base-content/70">{intro}</p>
        <div className="mt-8">{children}</div>
      </section>
    </div>
  );
}
