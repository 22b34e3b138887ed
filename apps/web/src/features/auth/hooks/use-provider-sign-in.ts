import type { AuthProvider } from '@reboard/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { sessionQueryOptions } from '@/lib/session/get-session.ts';
import type { ProviderId } from '../api/get-auth-providers.ts';
import { openOAuthPopup, watchOAuthPopup } from '../utils/oauth-popup.ts';
import { oauthErrorMessage } from '../utils/oauth-result.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/** How long to wait for a late result once the popup looks closed. */
const CLOSE_GRACE_MS = 2500;
/** Stop listening for a result after this long (a person may take a while at the provider). */
const LISTEN_MS = 10 * 60_000;

/**
 * Provider sign-in in a popup. The popup runs the whole OAuth flow on the server and ends on
 * /oauth/complete, which reports back (see oauth-result.ts) and closes itself.
 */
export function useProviderSignIn() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const finishSignIn = useFinishSignIn();
  const finishRef = useRef(finishSignIn);
  const stopRef = useRef<(() => void) | null>(null);
  const [pending, setPending] = useState<ProviderId | null>(null);

  useEffect(() => {
    finishRef.current = finishSignIn;
  }, [finishSignIn]);
  useEffect(() => () => stopRef.current?.(), []);

  const start = useCallback(
    (provider: AuthProvider) => {
      stopRef.current?.();
      const popup = openOAuthPopup(provider.id);
      if (!popup) {
        toast.error(t('auth.oauth.blocked'));
        return;
      }
      setPending(provider.id);

      let told = false; // whether the person has been told how it ended
      const timers: number[] = [];
      const fail = (message: string) => {
        setPending(null);
        if (told) return;
        told = true;
        toast.error(message);
      };
      const succeed = () => {
        stop();
        setPending(null);
        told = true;
        void finishRef.current();
      };
      // The message may have been lost while the session was still made: ask the server.
      const judgeAfterClose = () => {
        timers.push(
          window.setTimeout(async () => {
            const user = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 }).catch(() => null);
            if (user) succeed();
            else fail(t('auth.oauth.windowClosed'));
          }, CLOSE_GRACE_MS),
        );
      };
      const onFocus = () => {
        window.removeEventListener('focus', onFocus);
        judgeAfterClose();
      };

      const stopWatching = watchOAuthPopup(popup, {
        onResult: (result) => {
          if (result.ok) return succeed();
          stop();
          fail(oauthErrorMessage(t, result.error, provider.name));
        },
        // `closed` is also true when the browser merely cut this page's link to the popup
        // (Cross-Origin-Opener-Policy on the way through the provider) while the person is still
        // signing in there. So keep listening, and judge once this window has the focus back.
        onClosed: () => {
          if (document.hasFocus()) judgeAfterClose();
          else window.addEventListener('focus', onFocus);
        },
      });

      function stop() {
        stopWatching();
        timers.forEach((timer) => window.clearTimeout(timer));
        window.removeEventListener('focus', onFocus);
        if (stopRef.current === stop) stopRef.current = null;
      }
      timers.push(
        window.setTimeout(() => {
          stop();
          fail(t('auth.oauth.retry'));
        }, LISTEN_MS),
      );
      stopRef.current = stop;
    },
    [queryClient, t],
  );

  return { start, pending };
}
