import type { Message, ResolveReport } from '@reboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { invalidateStorefront } from '@/lib/catalog/storefront-cache.ts';
import { adminKeys } from './admin-keys.ts';

type ResolveInput = { id: string } & ResolveReport;

/**
 * POST /api/admin/reports/:id/resolve. 'dismiss' keeps the listing; 'remove' takes it off the
 * storefront and closes every open report on it. 409 when another admin got there first.
 */
export function resolveReport({ id, action }: ResolveInput): Promise<Message> {
  return apiFetch(`/api/admin/reports/${encodeURIComponent(id)}/resolve`, {
    method: 'POST',
    body: { action } satisfies ResolveReport,
    schema: (s) => s.MessageSchema,
  });
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    // Also after a 409: the queue on screen is stale, so fetch it again.
    onSettled: (_data, _error, { action }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.reports() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
        action === 'remove' ? invalidateStorefront(queryClient) : undefined,
      ]),
  });
}
