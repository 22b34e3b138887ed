import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Spinner } from '@/components/spinner.tsx';
import { paths } from '@/lib/paths.ts';
import { OAUTH_CHANNEL, oauthErrorMessage, resultFromSearch } from '../utils/oauth-result.ts';

/**
 * Where the provider popup ends (the server redirects here, with ?error= on failure). It tells
 * the page that opened it how sign-in went and closes itself. Opened any other way, it cannot
 * close, so it shows the outcome instead.
 */
export function OAuthCompletePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const result = resultFromSearch(params);
  const [stayedOpen, setStayedOpen] = useState(false);
  const signingIn = t('auth.oauth.signingIn');
  const incomplete = t('auth.oauth.incomplete');

  useEffect(() => {
    const message = resultFromSearch(new URLSearchParams(window.location.search));
    const opener = window.opener as Window | null;
    if (opener && !opener.closed) opener.postMessage(message, window.location.origin);
    if (typeof BroadcastChannel !== 'undefined') {
      const channel = new BroadcastChannel(OAUTH_CHANNEL);
      channel.postMessage(message);
      channel.close();
    }
    window.close();
    const timer = window.setTimeout(() => setStayedOpen(true), 500);
    return () => window.clearTimeout(timer);
  }, []);

  if (!stayedOpen) {
    return (
      <main className="grid min-h-screen place-items-center">
        <title>{`${signingIn} · Reboard`}</title>
        <Spinner label={t('auth.oauth.finishing')} />
      </main>
    );
  }
  if (result.ok) return <Navigate to={paths.home} replace />;
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <title>{`${incomplete} · Reboard`}</title>
      <h1 className="text-2xl font-bold tracking-tight">{oauthErrorMessage(t, result.error)}</h1>
      <div className="flex gap-3">
        <Link to={paths.login} replace className="btn btn-primary">
          {t('auth.link.backToLogin')}
        </Link>
        <Link to={paths.home} replace className="btn btn-ghost">
          {t('auth.oauth.home')}
        </Link>
      </div>
    </main>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { OAuthCompletePage as Component };
