import type { Role } from '@reboard/contracts';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session/get-session.ts';

/** A page for one role (or a few): a spinner while the role loads, a plain refusal for any other role. */
export function RequireRole({ role }: { role: Role | readonly Role[] }) {
  const { user, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <Spinner label="Checking your access" />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (!(typeof role === 'string' ? [role] : role).includes(user.role)) return <NoAccess />;
  return <Outlet />;
}

function NoAccess() {
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-box border border-warning/40 bg-warning/10 px-6 py-10 text-center">
      <title>No access · Reboard</title>
      <h1 className="text-2xl font-bold tracking-tight">You don't have access to this page</h1>
      <p className="mt-3 text-base-content/70">This part of the dashboard belongs to another kind of account.</p>
      <Link to={paths.dashboard.home} className="btn btn-primary mt-6">
        Back to your dashboard
      </Link>
    </div>
  );
}
