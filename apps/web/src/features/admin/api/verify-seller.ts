import type { Message } from '@reboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { invalidateStorefront } from '@/lib/catalog/storefront-cache.ts';
import { editAccountRows } from './move-account.ts';
import { adminKeys } from './admin-keys.ts';

/** POST /api/admin/sellers/:id/verify → "{name} is now verified". */
export function verifySeller(id: string): Promise<Message> {
  return apiFetch(`/api/admin/sellers/${encodeURIComponent(id)}/verify`, { method: 'POST', schema: (s) => s.MessageSchema });
}

export function useVerifySeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => verifySeller(id),
    onSuccess: async (_message, id) => {
      // Show 'Verified' at once; the refetch below confirms it.
      editAccountRows(queryClient, 'sellers', (items) => items.map((u) => (u.id === id ? { ...u, verified: true } : u)));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.accounts('sellers') }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
        // The seller's cards and detail pages now carry the verified mark.
        invalidateStorefront(queryClient),
      ]);
    },
  });
}
