import { MessageSchema, type AdminUserPage, type Message } from '@reboard/contracts';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { invalidateStorefront } from '../../../lib/catalog/storefront-cache.ts';
import { adminKeys, type AccountKind } from './admin-keys.ts';

/**
 * DELETE /api/admin/users/:id: a soft delete. The server's message differs by role:
 * "{name} deleted successfully" (seller), "{name}'s account deleted successfully" (buyer).
 */
export function deleteAccount(id: string): Promise<Message> {
  return apiFetch(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE', schema: MessageSchema });
}

export function useDeleteAccount(kind: AccountKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAccount(id),
    onSuccess: (_message, id) => {
      // The row goes at once; the refetch below brings the totals up to date.
      queryClient.setQueriesData<InfiniteData<AdminUserPage>>({ queryKey: adminKeys.accounts(kind) }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({ ...page, items: page.items.filter((u) => u.id !== id) })),
            }
          : data,
      );
    },
    // Also after an error (say, another admin removed the account first): the list is stale.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.accounts(kind) }),
        // A removed seller's listings, and the reports on them, change too.
        queryClient.invalidateQueries({ queryKey: adminKeys.reports() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
        invalidateStorefront(queryClient),
      ]),
  });
}
