import { AuditPageSchema } from '@reboard/contracts/schemas';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, withQuery } from '@/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';
import { ADMIN_PAGE_SIZE } from './get-admin-accounts.ts';

export type AuditPage = z.infer<typeof AuditPageSchema>;

/** GET /api/admin/audit: what admins did, newest first; q matches the admin's name or email. */
export function getAuditLog(q: string, cursor: string | null, signal?: AbortSignal): Promise<AuditPage> {
  return apiFetch(withQuery('/api/admin/audit', { q, cursor, limit: ADMIN_PAGE_SIZE }), {
    schema: (s) => s.AuditPageSchema,
    signal,
  });
}

export function auditLogQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: adminKeys.auditList(q),
    queryFn: ({ pageParam, signal }) => getAuditLog(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAuditLog(q: string) {
  return useInfiniteQuery({ ...auditLogQueryOptions(q), placeholderData: keepPreviousData });
}
