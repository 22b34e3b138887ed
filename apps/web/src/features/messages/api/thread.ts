import { ChatMessagePageSchema, ChatMessageSchema, type ChatMessage, type ChatMessagePage } from '@reboard/contracts';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiFetch, withQuery } from '../../../lib/api-client.ts';
import { messageKeys } from './message-keys.ts';

const THREAD_PAGE_SIZE = 50;
const messagesUrl = (id: string) => `/api/conversations/${encodeURIComponent(id)}/messages`;

/**
 * GET /api/conversations/:id/messages, oldest first, page after page. A refetch asks each page
 * again from its own cursor, so the last page picks up whatever arrived since; each message
 * is in exactly one page.
 */
export function useThread(id: string) {
  return useInfiniteQuery({
    queryKey: messageKeys.thread(id),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(withQuery(messagesUrl(id), { cursor: pageParam, limit: THREAD_PAGE_SIZE }), { schema: ChatMessagePageSchema, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** POST /api/conversations/:id/messages; the sent message joins the thread at once. */
export function usePostMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string): Promise<ChatMessage> => apiFetch(messagesUrl(id), { method: 'POST', body: { body }, schema: ChatMessageSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.thread(id) }),
        queryClient.invalidateQueries({ queryKey: messageKeys.inbox() }),
      ]),
  });
}

export type ThreadData = InfiniteData<ChatMessagePage, string | null>;
