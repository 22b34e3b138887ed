import type { PendingProofPage } from '@reboard/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, withQuery } from '@/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';
import { ADMIN_PAGE_SIZE } from './get-admin-accounts.ts';

/** GET /api/admin/proofs: proof photos waiting for a check, newest first. */
export function getProofs(cursor: string | null, signal?: AbortSignal): Promise<PendingProofPage> {
  return apiFetch(withQuery('/api/admin/proofs', { cursor, limit: ADMIN_PAGE_SIZE }), { schema: (s) => s.PendingProofPageSchema, signal });
}

export function proofsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: adminKeys.proofs(),
    queryFn: ({ pageParam, signal }) => getProofs(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useProofs() {
  return useInfiniteQuery(proofsQueryOptions());
}
