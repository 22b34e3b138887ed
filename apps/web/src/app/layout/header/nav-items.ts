export type NavItem = { to: string; label: string; end?: boolean };

/** Main navigation; Dashboard joins it once a session exists. */
export function navItems(signedIn: boolean): NavItem[] {
  return [
    { to: '/', label: 'Home', end: true },
    { to: '/products', label: 'Products' },
    ...(signedIn ? [{ to: '/dashboard', label: 'Dashboard' }] : []),
  ];
}
