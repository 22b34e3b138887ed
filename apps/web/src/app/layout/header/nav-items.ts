import { paths } from '@/lib/paths.ts';
export type NavItem = { to: string; labelKey: string; end?: boolean };

/** Main navigation; Dashboard joins it once a session exists. Labels are catalogue keys. */
export function navItems(signedIn: boolean): NavItem[] {
  return [
    { to: paths.home, labelKey: 'layout.nav.home', end: true },
    { to: paths.products, labelKey: 'layout.nav.products' },
    { to: paths.bom, labelKey: 'layout.nav.bom' },
    ...(signedIn ? [{ to: paths.dashboard.home, labelKey: 'layout.nav.dashboard' }] : []),
  ];
}
