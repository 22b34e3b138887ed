import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';

/**
 * The spec's sign-out: end the session, go home, toast. There is no session yet, so the
 * server call is a no-op placeholder; the later auth issue replaces `endSession` only.
 */
async function endSession(): Promise<void> {}

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await endSession();
    } catch {
      toast.error('Could not sign out. Please try again.');
      return;
    }
    await navigate('/');
    toast.success('Logged out successfully!');
  }, [navigate]);
}
