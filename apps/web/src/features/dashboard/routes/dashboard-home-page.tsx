import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/icons/ui-icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ROLE_ARTICLES, ROLE_LABELS } from '../../../lib/role-label.ts';
import { useSession } from '../../../lib/session/get-session.ts';
import { DASHBOARD_LINKS } from '../dashboard-links.ts';

export function DashboardHomePage() {
  const { user } = useSession();
  if (!user) return null; // under RequireAuth

  return (
    <div>
      <PageHeader
        title={`Welcome to your dashboard, ${user.name}`}
        tabTitle="Dashboard"
        description={
          <>
            You are signed in as {ROLE_ARTICLES[user.role]} <span className="badge badge-soft badge-primary">{ROLE_LABELS[user.role]}</span>
          </>
        }
      />
      <ul className="mt-2 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {DASHBOARD_LINKS[user.role].map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="group flex h-full flex-col gap-1 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm transition hover:border-primary hover:shadow-md"
            >
              <span className="flex items-center justify-between font-semibold">
                {link.label}
                <ArrowRightIcon className="size-4 text-primary transition group-hover:translate-x-0.5" />
              </span>
              <span className="text-sm text-base-content/70">{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
