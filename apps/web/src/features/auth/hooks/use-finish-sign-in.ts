import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { startSession } from '@/lib/session/session-cache.ts';
import { returnPath } from '../utils/return-to.ts';

type FinishOptions = { message?: string; to?: string };

/**
 * The end of every sign-in (email, provider, new account): read the new session, confirm
 * with a toast, and replace the sign-in page in history with where the person was going.
 */
export function useFinishSignIn(): (options?: FinishOptions) => Promise<boolean> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { state } = useLocation();
  const target = returnPath(state);

  return useCallback(
    async ({ message = t('auth.login.success'), to = target }: FinishOptions = {}) => {
      const user = await startSession(queryClient).catch(() => null);
      if (!user) {
        toast.error(t('auth.oauth.retry'));
        return false;
      }
      toast.success(message);
      await navigate(to, { replace: true });
      return true;
    },
    [queryClient, navigate, target, t],
  );
}
