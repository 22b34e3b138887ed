import type { SessionUser } from '@reboard/contracts';
import { ROLE_KEYS } from '@reboard/contracts/plain';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoutIcon, UserIcon } from '@/components/icons/ui-icons.tsx';
import { UserAvatar } from '@/components/user-avatar.tsx';
import { useSignOut } from '@/features/auth/index.ts';
import { initials } from '@/lib/catalog/product-display.ts';
import { paths } from '@/lib/paths.ts';
import { usePopup } from '@/lib/use-popup.ts';

/**
 * The avatar button and its menu (Profile, Logout), following the menu-button pattern:
 * arrow keys move between items, Escape closes and returns focus to the button.
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { open, id: menuId, rootRef, buttonRef, toggle, close, dismiss } = usePopup();
  const menuRef = useRef<HTMLUListElement>(null);
  const signOut = useSignOut();
  const { t } = useTranslation();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      dismiss();
    } else if (event.key === 'Tab') close();
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-ghost btn-circle"
        // The name starts with the initials the avatar shows, so a voice-control user can say what
        // they see ("click R H").
        aria-label={t('layout.header.accountMenu', { initials: initials(user.name) })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
      >
        <UserAvatar name={user.name} image={user.image} />
      </button>
      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('layout.header.account')}
          onKeyDown={onMenuKeyDown}
          className="menu absolute right-0 top-full z-40 mt-2 w-64 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
        >
          <li role="none" className="pointer-events-none mb-1 border-b border-base-300 px-3 pb-2 pt-1">
            <div className="block min-w-0 p-0">
              <p className="truncate font-semibold">{user.name}</p>
              <p className="truncate text-xs text-base-content/60">{user.email}</p>
              <p className="text-xs text-base-content/60">{t(ROLE_KEYS[user.role])}</p>
            </div>
          </li>
          <li role="none">
            <Link role="menuitem" to={paths.profile} onClick={close}>
              <UserIcon className="size-4" />
              {t('layout.header.profile')}
            </Link>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                close();
                void signOut();
              }}
            >
              <LogoutIcon className="size-4" />
              {t('layout.header.logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
