import { Link, useLocation } from 'react-router';

type AccountSoonPageProps = { title: 'Login' | 'Register' };

/** Stands in for /login and /register until accounts arrive in the next issue. */
export function AccountSoonPage({ title }: AccountSoonPageProps) {
  const from = (useLocation().state as { from?: { pathname?: string } } | null)?.from?.pathname;

  return (
    <div className="mx-auto max-w-xl px-6 py-20 text-center">
      <title>{`${title} · Reboard`}</title>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-base-content/70">
        Accounts are on their way. Soon you will be able to sign in to buy, sell and report listings.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to={from ?? '/'} className="btn btn-primary">
          {from ? 'Go back' : 'Back to homepage'}
        </Link>
        <Link to="/products" className="btn btn-ghost">
          Browse products
        </Link>
      </div>
    </div>
  );
}
