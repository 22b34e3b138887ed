import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../paths.ts';
import { useSession } from './get-session.ts';

/**
 * Buying and reporting need an account: a guest goes to /login, remembering where they were so
 * login can send them back; a signed-in person gets `action`.
 */
export function useRequireSignIn(action: () => void): () => void {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (user) action();
    else void navigate(paths.login, { state: { from: location } });
  }, [user, action, navigate, location]);
}
