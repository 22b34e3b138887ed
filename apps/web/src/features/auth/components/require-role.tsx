import type { Role } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/spinner.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session/get-session.ts';

/** A page for one role (or a few): a spinner while the role loads, a plain refusal for any other role. */
export function RequireRole({ role }: { role: Role | readonly Role[] }) {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <Spinner label={t('auth.guard.checkingAccess')} />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (!(typeof role === 'string' ? [role] : role).includes(user.role)) return <NoAccess />;
  return <Outlet />;
}

function NoAccess() {
  const { t } = useTranslation();
  const tabTitle = t('auth.noAccess.tabTitle');
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-box border border-warning/40 bg-warning/10 px-6 py-10 text-center">
      <title>{`${tabTitle} · Reboard`}</title>
      <h1 className="text-2xl font-bold tracking-tight">{t('auth.noAccess.title')}</h1>
      <p className="mt-3 text-base-content/70">{t('auth.noAccess.text')}</p>
      <Link to={paths.dashboard.home} className="btn btn-primary mt-6">
        {t('auth.noAccess.back')}
      </Link>
    </div>
  );
}
