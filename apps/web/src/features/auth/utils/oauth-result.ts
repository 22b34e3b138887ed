import type { TFunction } from 'i18next';
import { z } from 'zod';

/*
 * How the popup's /oauth/complete page tells the page that opened it how sign-in ended.
 * It posts to window.opener and also on a BroadcastChannel: browsers cut the opener link
 * when a popup passes through a site with a different Cross-Origin-Opener-Policy (the
 * provider), and a same-origin channel still gets through then.
 */
export const OAUTH_MESSAGE_TYPE = 'reboard:oauth';
export const OAUTH_CHANNEL = 'reboard:oauth';

const OAuthResultSchema = z.object({
  type: z.literal(OAUTH_MESSAGE_TYPE),
  ok: z.boolean(),
  error: z.string().max(200).optional(),
});
export type OAuthResult = z.infer<typeof OAuthResultSchema>;

export function parseOAuthResult(data: unknown): OAuthResult | null {
  const parsed = OAuthResultSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The result the completion page reads from its URL: `?error=<reason>` means it failed. */
export function resultFromSearch(search: URLSearchParams): OAuthResult {
  const error = search.get('error');
  return error === null ? { type: OAUTH_MESSAGE_TYPE, ok: true } : { type: OAUTH_MESSAGE_TYPE, ok: false, error };
}

/** What to tell the person when provider sign-in failed for `reason`. */
export function oauthErrorMessage(t: TFunction, reason: string | undefined, providerName?: string): string {
  if (reason === 'not_configured') return t('auth.provider.notConfigured', { provider: providerName ?? t('auth.provider.thisProvider') });
  return t('auth.oauth.retry');
}
