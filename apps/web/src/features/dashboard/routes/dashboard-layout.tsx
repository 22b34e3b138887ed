import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { CloseIcon, MenuIcon } from '@/components/icons/ui-icons.tsx';
import { useSession } from '@/lib/session/get-session.ts';
import { DashboardNav } from '../components/dashboard-nav.tsx';

/**
 * /dashboard: the site header stays above; beside the page a daisyUI drawer holds the role's
 * menu. It is always open on wide screens and slides in from a button on small ones.
 */
export function DashboardLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const toggleId = useId();
  const navId = useId();
  const sideRef = useRef<HTMLDivElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    sideRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      openButtonRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (!user) return null; // under RequireAuth

  return (
    <div className="drawer mx-auto max-w-7xl lg:drawer-open">
      {/* daisyUI drives the drawer from this checkbox; React owns its state and the real button. */}
      <input
        id={toggleId}
        type="checkbox"
        className="drawer-toggle"
        checked={open}
        onChange={(event) => setOpen(event.target.checked)}
        tabIndex={-1}
        aria-hidden="true"
      />
      <div className="drawer-content min-w-0 px-4 py-8 sm:px-6 lg:px-10">
        <button
          ref={openButtonRef}
          type="button"
          className="btn btn-outline btn-sm mb-6 lg:hidden print:hidden"
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen(true)}
        >
          <MenuIcon className="size-4" />
          {t('dashboard.layout.openMenu')}
        </button>
        <Outlet />
      </div>
      <div ref={sideRef} className="drawer-side z-40 print:hidden lg:top-16 lg:z-auto lg:h-[calc(100dvh-4rem)]">
        <label htmlFor={toggleId} className="drawer-overlay" aria-hidden="true" />
        <div className="flex min-h-full w-72 flex-col gap-4 border-r border-base-300 bg-base-200 p-4 lg:w-64 lg:bg-base-100 lg:py-8">
          <button
            type="button"
            className="btn btn-ghost btn-sm self-end lg:hidden"
            onClick={() => {
              setOpen(false);
              openButtonRef.current?.focus();
            }}
          >
            <CloseIcon className="size-4" />
            {t('dashboard.layout.closeMenu')}
          </button>
          <DashboardNav id={navId} role={user.role} onNavigate={() => setOpen(false)} />
        </div>
      </div>
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this layout. */
export { DashboardLayout as Component };
