import type { Message } from '@reboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** Refund the buyer (with the reason both sides read) or close without a refund (with a note). */
export type ProblemResolution = { id: string; action: 'refund'; reason: string } | { id: string; action: 'close'; note: string };

/** POST /api/admin/problems/:id/refund or /close. 409 when another admin decided first. */
export function resolveProblem({ id, ...resolution }: ProblemResolution): Promise<Message> {
  const body = resolution.action === 'refund' ? { reason: resolution.reason } : { note: resolution.note };
  return apiFetch(`/api/admin/problems/${encodeURIComponent(id)}/${resolution.action}`, { method: 'POST', body, schema: (s) => s.MessageSchema });
}

export function useResolveProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveProblem,
    // Also after a 409: the queue on screen is stale, so fetch it again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.problems() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
