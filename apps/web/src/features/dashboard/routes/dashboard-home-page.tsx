import { ROLE_KEYS, type Role } from '@reboard/contracts/schemas';
import { useTranslation } from 'react-i18next';
import { Trans } from '@/components/trans.tsx';
import { Link } from 'react-router';
import { ArrowRightIcon } from '@/components/icons/ui-icons.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { useSession } from '@/lib/session/get-session.ts';
import { DASHBOARD_LINKS } from '../dashboard-links.ts';

/** "You are signed in as a Buyer": English puts "a" or "an" before the role, so each has its sentence. */
const SIGNED_IN_KEYS = {
  buyer: 'dashboard.home.signedIn.buyer',
  seller: 'dashboard.home.signedIn.seller',
  admin: 'dashboard.home.signedIn.admin',
} as const satisfies Record<Role, string>;

export function DashboardHomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null; // under RequireAuth

  return (
    <div>
      <PageHeader
        title={t('dashboard.home.title', { name: user.name })}
        tabTitle={t('dashboard.home.tabTitle')}
        description={
          <Trans
            i18nKey={SIGNED_IN_KEYS[user.role]}
            values={{ role: t(ROLE_KEYS[user.role]) }}
            components={{ badge: <span className="badge badge-soft badge-primary" /> }}
          />
        }
      />
      <ul className="mt-2 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {DASHBOARD_LINKS[user.role].map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="group flex h-full flex-col gap-1 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm transition hover:border-primary hover:shadow-md"
            >
              <span className="flex items-center justify-between font-semibold">
                {t(link.labelKey)}
                <ArrowRightIcon className="size-4 text-primary transition group-hover:translate-x-0.5" />
              </span>
              <span className="text-sm text-base-content/70">{t(link.descriptionKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { DashboardHomePage as Component };
