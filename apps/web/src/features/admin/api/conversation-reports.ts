import { ConversationReportPageSchema, MessageSchema, type Message } from '@reboard/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, withQuery } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';
import { ADMIN_PAGE_SIZE } from './get-admin-accounts.ts';

type ConversationReportView = 'open' | 'closed';

/** GET /api/admin/conversation-reports: reported conversations with their latest messages, newest report first. */
export function conversationReportsQueryOptions(view: ConversationReportView) {
  return infiniteQueryOptions({
    queryKey: adminKeys.conversationReportList(view),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(withQuery('/api/admin/conversation-reports', { view, cursor: pageParam, limit: ADMIN_PAGE_SIZE }), {
        schema: ConversationReportPageSchema,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const useConversationReports = (view: ConversationReportView) =>
  useInfiniteQuery({ ...conversationReportsQueryOptions(view), placeholderData: keepPreviousData });

/** POST /api/admin/conversation-reports/:id/close (audited); 409 when another admin closed it first. */
export function useCloseConversationReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<Message> =>
      apiFetch(`/api/admin/conversation-reports/${encodeURIComponent(id)}/close`, { method: 'POST', schema: MessageSchema }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.conversationReports() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
