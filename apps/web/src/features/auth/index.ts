/* What app/ uses of auth: the role guard of the dashboard's routes, and signing out (the header's menu, the error page). */
export { RequireRole } from './components/require-role.tsx';
export { useSignOut } from './hooks/use-sign-out.ts';
