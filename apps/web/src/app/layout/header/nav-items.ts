import { paths } from '../../../lib/paths.ts';
export type NavItem = { to: string; label: string; end?: boolean };

/** Main navigation; Dashboard joins it once a session exists. */
export function navItems(signedIn: boolean): NavItem[] {
  return [
    { to: paths.home, label: 'Home', end: true },
    { to: paths.products, label: 'Products' },
    ...(signedIn ? [{ to: paths.dashboard.home, label: 'Dashboard' }] : []),
  ];
}
