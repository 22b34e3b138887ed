import { AdminUserPageSchema, type AdminUserPage } from '@reboard/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, withQuery } from '../../../lib/api-client.ts';
import { adminKeys, type AccountKind } from './admin-keys.ts';

export const ADMIN_PAGE_SIZE = 20;

/** GET /api/admin/sellers or /api/admin/buyers: one page of live accounts, newest first. */
export function getAdminAccounts(
  kind: AccountKind,
  q: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminUserPage> {
  return apiFetch(withQuery(`/api/admin/${kind}`, { q, cursor, limit: ADMIN_PAGE_SIZE }), {
    schema: AdminUserPageSchema,
    signal,
  });
}

export function adminAccountsQueryOptions(kind: AccountKind, q: string) {
  return infiniteQueryOptions({
    queryKey: adminKeys.accountList(kind, q),
    queryFn: ({ pageParam, signal }) => getAdminAccounts(kind, q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAdminAccounts(kind: AccountKind, q: string) {
  // A new search keeps the old rows on screen (dimmed) instead of flashing a spinner.
  return useInfiniteQuery({ ...adminAccountsQueryOptions(kind, q), placeholderData: keepPreviousData });
}
