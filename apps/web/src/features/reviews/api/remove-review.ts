import type { Message } from '@reboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { productKeys, sellerKeys } from '@/lib/query-keys.ts';

/** DELETE /api/admin/reviews/:id: an admin takes a review down (audited). */
export function removeReview(id: string): Promise<Message> {
  return apiFetch(`/api/admin/reviews/${encodeURIComponent(id)}`, { method: 'DELETE', body: {}, schema: (s) => s.MessageSchema });
}

/** The review leaves the seller's page and every average, so both are refetched. */
export function useRemoveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeReview,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]),
  });
}
