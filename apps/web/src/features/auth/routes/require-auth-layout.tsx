import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { Spinner } from '@/components/spinner.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session/get-session.ts';
import { VerifyEmailNotice } from '../components/verify-email-notice.tsx';

/**
 * Pages for signed-in people. Guests go to /login, which sends them back here afterwards;
 * the redirect replaces this entry so Back does not bounce them to the guard again.
 * (The server enforces every rule itself; this only decides what to show.) Every such page
 * starts with the request to verify the address, while it is not verified.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  if (isPending) return <Spinner label={t('auth.guard.checkingSession')} />;
  // Signing out leaves for home first; its page loads (code and data) while this one is still
  // on screen, and the session ends meanwhile. That navigation decides where to go, not this guard.
  if (!user && navigation.state !== 'idle') return null;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return (
    <>
      <VerifyEmailNotice />
      <Outlet />
    </>
  );
}

/** What the route table (app/pages.tsx) renders for this layout. */
export { RequireAuth as Component };
