import type { AccountStatus, AdminUserPage } from '@reboard/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, withQuery } from '@/lib/api-client.ts';
import { adminKeys, type AccountKind } from './admin-keys.ts';

export const ADMIN_PAGE_SIZE = 20;

/** GET /api/admin/sellers or /api/admin/buyers: one page of live (or removed) accounts, newest first. */
export function getAdminAccounts(
  kind: AccountKind,
  status: AccountStatus,
  q: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminUserPage> {
  // The default list leaves ?status out.
  const query = { q, cursor, limit: ADMIN_PAGE_SIZE, status: status === 'removed' ? status : null };
  return apiFetch(withQuery(`/api/admin/${kind}`, query), {
    schema: (s) => s.AdminUserPageSchema,
    signal,
  });
}

export function adminAccountsQueryOptions(kind: AccountKind, status: AccountStatus, q: string) {
  return infiniteQueryOptions({
    queryKey: adminKeys.accountList(kind, status, q),
    queryFn: ({ pageParam, signal }) => getAdminAccounts(kind, status, q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAdminAccounts(kind: AccountKind, status: AccountStatus, q: string) {
  // A new search keeps the old rows on screen (dimmed) instead of flashing a spinner.
  return useInfiniteQuery({ ...adminAccountsQueryOptions(kind, status, q), placeholderData: keepPreviousData });
}
