import { paths } from '@/lib/paths.ts';

/** Pages a person is never sent back to after signing in (they would bounce straight on). */
const AUTH_PAGES = new Set<string>([paths.login, paths.register, paths.oauthComplete]);

type LocationLike = { pathname?: unknown; search?: unknown; hash?: unknown };

/**
 * Where to go after signing in: the location a guard or a "sign in first" button stored in
 * navigation state as `from`, or home. Only same-app paths are used.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: LocationLike } | null | undefined)?.from;
  if (!from || typeof from.pathname !== 'string') return paths.home;
  const { pathname } = from;
  if (!pathname.startsWith('/') || pathname.startsWith('//') || AUTH_PAGES.has(pathname)) return paths.home;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}
