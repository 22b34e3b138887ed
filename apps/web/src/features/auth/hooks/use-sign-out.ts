import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { endSession } from '../../../lib/session/session-cache.ts';
import { signOut } from '../api/sign-out.ts';

/** The spec's sign-out (header menu and error page): end the session, go home, toast. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch {
      toast.error('Could not sign out. Please try again.');
      return;
    }
    // Leave any signed-in-only page first (flushSync commits it now): were the session
    // cleared while it is still on screen, its guard would redirect to /login instead.
    await navigate(paths.home, { flushSync: true });
    endSession(queryClient);
    toast.success('Logged out successfully!');
  }, [navigate, queryClient]);
}
