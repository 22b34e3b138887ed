import type { SessionUser } from '@reboard/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { MenuIcon } from '@/components/icons/ui-icons.tsx';
import { paths } from '@/lib/paths.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import type { NavItem } from './nav-items.ts';
import { usePopup } from '@/lib/use-popup.ts';

type MobileMenuProps = { items: NavItem[]; user: SessionUser | null };

/** The small-screen menu: a real button with aria-expanded, closed by Escape or a click outside. */
export function MobileMenu({ items, user }: MobileMenuProps) {
  const { open, id: menuId, rootRef, buttonRef, toggle, close, dismiss } = usePopup();
  const hydrated = useHydrated();
  const { t } = useTranslation();

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') dismiss();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, dismiss]);

  return (
    <div ref={rootRef} className="relative md:hidden">
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-ghost btn-square"
        aria-label={t('layout.header.openMenu')}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={!hydrated}
        onClick={toggle}
      >
        <MenuIcon className="size-6" />
      </button>
      {open ? (
        <nav
          id={menuId}
          aria-label={t('layout.header.menu')}
          className="absolute left-0 top-full z-40 mt-2 w-64 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
        >
          <p className="px-3 py-2 text-sm text-base-content/70">{t('layout.header.welcome', { name: user?.name ?? t('layout.header.guest') })}</p>
          <ul className="menu w-full">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={close}
                  className={({ isActive }) => (isActive ? 'menu-active' : undefined)}
                >
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
            {user ? null : (
              <>
                <li className="menu-title pt-3">{t('layout.header.account')}</li>
                <li>
                  <NavLink to={paths.login} onClick={close}>
                    {t('layout.header.login')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.register} onClick={close}>
                    {t('layout.header.register')}
                  </NavLink>
                </li>
              </>
            )}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
