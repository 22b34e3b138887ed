import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { SITE_NAME } from '../../components/page-meta.tsx';
import { useSignOut } from '@/features/auth/index.ts';
import { isApiRequestError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session/get-session.ts';

/** True for "nothing here" errors; anything else gets an extra line saying so. */
function isNotFound(error: unknown): boolean {
  if (error === undefined || error === null) return true; // rendered by the catch-all route
  if (isRouteErrorResponse(error)) return error.status === 404;
  if (isApiRequestError(error)) return error.status === 404 || error.status === 400;
  return false;
}

/** The spec's error page, for every route error and for unknown paths. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const signOut = useSignOut();
  const { user } = useSession();
  const notFound = isNotFound(error);
  const tabTitle = t('layout.error.tabTitle');
  if (!notFound) console.error(error);

  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
      <title>{`${tabTitle} · ${SITE_NAME}`}</title>
      <p className="font-mono text-6xl font-extrabold text-primary" aria-hidden="true">
        {notFound ? '404' : t('layout.error.oops')}
      </p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{t('layout.error.heading')}</h1>
      {notFound ? (
        <p className="mt-3 text-base-content/70">{t('layout.error.notFound')}</p>
      ) : (
        <p className="mt-3 text-base-content/70">
          {t('layout.error.failed')}
        </p>
      )}
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className="btn btn-primary">
          {t('layout.error.backHome')}
        </Link>
        {/* Only for someone signed in: a guest offered Sign Out got "Logged out successfully!". */}
        {user ? (
          <button type="button" className="btn btn-outline" onClick={() => void signOut()}>
            {t('layout.error.signOut')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
