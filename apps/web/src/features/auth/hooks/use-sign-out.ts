import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { endSession } from '@/lib/session/session-cache.ts';
import { signOut } from '../api/sign-out.ts';

/** The spec's sign-out (header menu and error page): end the session, go home, toast. */
export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch {
      toast.error(t('auth.signOut.failed'));
      return;
    }
    // Leave any signed-in-only page first (flushSync commits it now): were the session
    // cleared while it is still on screen, its guard would redirect to /login instead.
    await navigate(paths.home, { flushSync: true });
    endSession(queryClient);
    toast.success(t('auth.signOut.done'));
  }, [navigate, queryClient, t]);
}
