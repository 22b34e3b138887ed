import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, withQuery } from '@/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';
import { ADMIN_PAGE_SIZE } from './get-admin-accounts.ts';

type ConversationReportView = 'open' | 'closed';

/** GET /api/admin/conversation-reports: reported conversations with their latest messages, newest report first. */
export function conversationReportsQueryOptions(view: ConversationReportView) {
  return infiniteQueryOptions({
    queryKey: adminKeys.conversationReportList(view),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(withQuery('/api/admin/conversation-reports', { view, cursor: pageParam, limit: ADMIN_PAGE_SIZE }), {
        schema: (s) => s.ConversationReportPageSchema,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const useConversationReports = (view: ConversationReportView) =>
  useInfiniteQuery({ ...conversationReportsQueryOptions(view), placeholderData: keepPreviousData });
