import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useSignOut } from '../../features/auth/hooks/use-sign-out.ts';
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
  const error = useRouteError();
  const signOut = useSignOut();
  const { user } = useSession();
  const notFound = isNotFound(error);
  if (!notFound) console.error(error);

  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
      <title>Page not found · Reboard</title>
      <p className="font-mono text-6xl font-extrabold text-primary" aria-hidden="true">
        {notFound ? '404' : 'Oops'}
      </p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">Sorry, we couldn't find this page.</h1>
      {notFound ? (
        <p className="mt-3 text-base-content/70">The link may be broken, or the listing may have been removed.</p>
      ) : (
        <p className="mt-3 text-base-content/70">
          Something went wrong on our side while loading it. Please try again in a moment.
        </p>
      )}
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className="btn btn-primary">
          Back to homepage
        </Link>
        {/* Only for someone signed in: a guest offered Sign Out got "Logged out successfully!". */}
        {user ? (
          <button type="button" className="btn btn-outline" onClick={() => void signOut()}>
            Sign Out
          </button>
        ) : null}
      </div>
    </div>
  );
}
