import type { SessionUser } from '@reboard/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../paths.ts';
import { sessionQueryOptions, useSession } from './get-session.ts';

/**
 * Buying and reporting need an account: a guest goes to /login, remembering where they were so
 * login can send them back; a signed-in person gets `action`, called with who they are.
 */
export function useRequireSignIn(action: (user: SessionUser) => void): () => void {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (user) return action(user);
    // A server-rendered page starts as a guest's until the browser's session check answers:
    // ask (or wait for the check under way) before sending a signed-in person to /login.
    void queryClient
      .fetchQuery(sessionQueryOptions)
      .catch(() => null)
      .then((current) => (current ? action(current) : navigate(paths.login, { state: { from: location } })));
  }, [user, action, navigate, location, queryClient]);
}
