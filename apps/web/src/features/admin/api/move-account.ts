import type { AdminUser, AdminUserPage, Message } from '@reboard/contracts';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { invalidateStorefront } from '@/lib/catalog/storefront-cache.ts';
import { adminKeys, type AccountKind } from './admin-keys.ts';

/** Changes the rows of every cached list of `kind` at once (live and removed), before the refetch confirms it. */
export function editAccountRows(queryClient: QueryClient, kind: AccountKind, edit: (items: AdminUser[]) => AdminUser[]): void {
  queryClient.setQueriesData<InfiniteData<AdminUserPage>>({ queryKey: adminKeys.accounts(kind) }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: edit(page.items) })) } : data,
  );
}

/**
 * After an account is removed or restored: its lists, the reports on its listings, the audit
 * log and the storefront (its listings leave or return) are all stale.
 */
export const refetchAfterAccountChange = (queryClient: QueryClient, kind: AccountKind) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.accounts(kind) }),
    queryClient.invalidateQueries({ queryKey: adminKeys.reports() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
    invalidateStorefront(queryClient),
  ]);

/**
 * Removing or restoring an account: the row leaves the list it is in at once (the refetch puts
 * it in the other), and everything it touches is refetched, also after an error (another admin
 * acted first, so the lists are stale).
 */
export function useAccountMove(kind: AccountKind, send: (id: string) => Promise<Message>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_message, id) => editAccountRows(queryClient, kind, (items) => items.filter((u) => u.id !== id)),
    onSettled: () => refetchAfterAccountChange(queryClient, kind),
  });
}
