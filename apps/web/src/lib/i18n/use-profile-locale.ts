import type { SessionUser } from '@reboard/contracts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@reboard/contracts/i18n';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../api-client.ts';
import { sessionKeys } from '../query-keys.ts';
import { useSession } from '../session/get-session.ts';
import { switchLocale } from './i18n.ts';

/** Keeps a signed-in user's language on their profile (mails are written in it too). */
export async function saveProfileLocale(queryClient: QueryClient, locale: Locale): Promise<void> {
  await apiFetch('/api/auth/update-user', { method: 'POST', body: { locale }, schema: (s) => s.AnyAnswerSchema });
  queryClient.setQueryData<SessionUser | null>(sessionKeys.all, (user) => (user ? { ...user, locale } : user));
}

/**
 * The page's language and the profile's, kept together: when someone signs in, a language their
 * profile keeps wins (on this device too); a profile that has none takes the page's when it is
 * not the default, so the choice a guest made before signing in is kept.
 */
export function useProfileLocale(): void {
  const { user } = useSession();
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const userId = user?.id;
  const saved = user?.locale ?? null;
  useEffect(() => {
    if (!userId) return;
    const current: Locale = isLocale(i18n.language) ? i18n.language : 'en';
    if (saved && saved !== current) void switchLocale(i18n, saved);
    // A language chosen before signing in (or asked for by the browser) is kept; English, the
    // default, needs no save (a profile edit also empties the public read cache). A failure
    // leaves it for the next sign-in; the page stays as it is.
    else if (!saved && current !== DEFAULT_LOCALE) saveProfileLocale(queryClient, current).catch(() => undefined);
  }, [userId, saved, i18n, queryClient]);
}
