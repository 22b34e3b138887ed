import type { AdminReportPage, ReportView } from '@reboard/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, withQuery } from '@/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';
import { ADMIN_PAGE_SIZE } from './get-admin-accounts.ts';

/** GET /api/admin/reports: the open queue, or resolved reports (the history), newest first. */
export function getReports(
  view: ReportView,
  q: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminReportPage> {
  return apiFetch(withQuery('/api/admin/reports', { view, q, cursor, limit: ADMIN_PAGE_SIZE }), {
    schema: (s) => s.AdminReportPageSchema,
    signal,
  });
}

export function reportsQueryOptions(view: ReportView, q: string) {
  return infiniteQueryOptions({
    queryKey: adminKeys.reportList(view, q),
    queryFn: ({ pageParam, signal }) => getReports(view, q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useReports(view: ReportView, q: string) {
  return useInfiniteQuery({ ...reportsQueryOptions(view, q), placeholderData: keepPreviousData });
}
