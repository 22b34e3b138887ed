import type { Message } from '@reboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { invalidateStorefront } from '@/lib/catalog/storefront-cache.ts';
import { adminKeys } from './admin-keys.ts';

/** DELETE /api/admin/listings/:id/proof-badge → "{name} no longer carries the photo-with-code badge". */
export function removeProofBadge(id: string): Promise<Message> {
  return apiFetch(`/api/admin/listings/${encodeURIComponent(id)}/proof-badge`, { method: 'DELETE', schema: (s) => s.MessageSchema });
}

export function useRemoveProofBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProofBadge,
    // The badge leaves the listing's cards and page, and the proof filter's results and count.
    onSuccess: () => Promise.all([invalidateStorefront(queryClient), queryClient.invalidateQueries({ queryKey: adminKeys.audit() })]),
  });
}
