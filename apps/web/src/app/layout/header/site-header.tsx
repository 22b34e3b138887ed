import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch.tsx';
import { useSession } from '@/lib/session/get-session.ts';
import { AccountArea } from './account-area.tsx';
import { Brand } from './brand.tsx';
import { HeaderSearch } from './header-search.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { navItems } from './nav-items.ts';

export function SiteHeader() {
  const { t } = useTranslation();
  const { user } = useSession();
  const items = navItems(user !== null);

  return (
    <header className="sticky top-0 z-30 border-b print:hidden border-base-300 bg-base-100/95 backdrop-blur">
      {/* One search form for every width: on phones it wraps onto its own row. */}
      <div className="navbar mx-auto max-w-7xl flex-wrap gap-x-2 gap-y-2 px-3 sm:px-6">
        <div className="flex items-center gap-1">
          <MobileMenu items={items} user={user} />
          <Brand />
        </div>
        <nav aria-label={t('layout.nav.main')} className="hidden md:block">
          <ul className="menu menu-horizontal gap-1 px-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) => (isActive ? 'bg-primary/10 font-semibold text-primary' : 'font-medium')}
                >
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <HeaderSearch className="order-last md:order-none md:mx-auto md:max-w-md md:flex-1" />
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <LanguageSwitch />
          <AccountArea user={user} />
        </div>
      </div>
    </header>
  );
}
