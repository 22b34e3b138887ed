import { ROLE_KEYS, type Role } from '@reboard/contracts/schemas';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { GridIcon } from '@/components/icons/ui-icons.tsx';
import { paths } from '@/lib/paths.ts';
import { DASHBOARD_LINKS } from '../dashboard-links.ts';

// The same highlight as the header's navigation.
const activeClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'bg-primary/10 font-semibold text-primary' : 'font-medium';

type DashboardNavProps = { id: string; role: Role; onNavigate: () => void };

export function DashboardNav({ id, role, onNavigate }: DashboardNavProps) {
  const { t } = useTranslation();
  return (
    <nav id={id} aria-label={t('dashboard.nav.label')} className="flex flex-col gap-2">
      <p className="px-3 text-xs font-semibold uppercase tracking-wider text-base-content/60">
        {t('dashboard.nav.roleDashboard', { role: t(ROLE_KEYS[role]) })}
      </p>
      <ul className="menu w-full gap-1 p-0">
        <li>
          <NavLink
            to={paths.dashboard.home}
            end
            onClick={onNavigate}
            className={activeClass}
          >
            <GridIcon className="size-4" />
            {t('dashboard.nav.overview')}
          </NavLink>
        </li>
        {DASHBOARD_LINKS[role].map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={onNavigate}
              className={activeClass}
            >
              {t(link.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
