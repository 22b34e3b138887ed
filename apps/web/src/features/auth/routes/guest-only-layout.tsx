import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session/get-session.ts';
import { returnPath } from '../utils/return-to.ts';

/** /login and /register: someone already signed in goes on to where they were heading, or home. */
export function GuestOnly() {
  const { user } = useSession();
  const { state } = useLocation();
  if (user) return <Navigate to={returnPath(state)} replace />;
  return <Outlet />;
}

/** What the route table (app/pages.tsx) renders for this layout. */
export { GuestOnly as Component };
