import type { Message, RejectProof } from '@reboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { invalidateStorefront } from '@/lib/catalog/storefront-cache.ts';
import { adminKeys } from './admin-keys.ts';

/** Approve a proof photo (the badge shows), or reject it with the reason its seller reads. */
export type ProofDecision = { id: string; decision: 'approve' } | ({ id: string; decision: 'reject' } & RejectProof);

/** POST /api/admin/proofs/:id/approve or /reject. 409 when another admin decided first. */
export function checkProof(decision: ProofDecision): Promise<Message> {
  const url = `/api/admin/proofs/${encodeURIComponent(decision.id)}/${decision.decision}`;
  const body = decision.decision === 'reject' ? ({ reason: decision.reason } satisfies RejectProof) : undefined;
  return apiFetch(url, { method: 'POST', ...(body ? { body } : {}), schema: (s) => s.MessageSchema });
}

export function useCheckProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkProof,
    // Also after a 409: the queue on screen is stale. An approval puts the badge on the listing's cards and page.
    onSettled: (_data, _error, { decision }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.proofs() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
        decision === 'approve' ? invalidateStorefront(queryClient) : undefined,
      ]),
  });
}
