import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session/get-session.ts';

/**
 * Pages for signed-in people. Guests go to /login, which sends them back here afterwards;
 * the redirect replaces this entry so Back does not bounce them to the guard again.
 * (The server enforces every rule itself; this only decides what to show.)
 */
export function RequireAuth() {
  const { user, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <Spinner label="Checking your session" />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <Outlet />;
}
