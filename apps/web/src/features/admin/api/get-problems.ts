import type { AdminProblemPage, ReportView } from '@reboard/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, withQuery } from '@/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';
import { ADMIN_PAGE_SIZE } from './get-admin-accounts.ts';

/** GET /api/admin/problems: buyers' open problems with their orders, or the resolved ones, newest first. */
export function getProblems(view: ReportView, q: string, cursor: string | null, signal?: AbortSignal): Promise<AdminProblemPage> {
  return apiFetch(withQuery('/api/admin/problems', { view, q, cursor, limit: ADMIN_PAGE_SIZE }), {
    schema: (s) => s.AdminProblemPageSchema,
    signal,
  });
}

export function useProblems(view: ReportView, q: string) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: adminKeys.problemList(view, q),
      queryFn: ({ pageParam, signal }) => getProblems(view, q, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
    placeholderData: keepPreviousData,
  });
}
