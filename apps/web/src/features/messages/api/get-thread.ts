import type { ChatMessagePage } from '@reboard/contracts';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiFetch, withQuery } from '@/lib/api-client.ts';
import { messageKeys } from './message-keys.ts';

const THREAD_PAGE_SIZE = 50;
/** The API path of a conversation's messages, read page by page and posted to. */
export const messagesUrl = (id: string) => `/api/conversations/${encodeURIComponent(id)}/messages`;

/**
 * GET /api/conversations/:id/messages, oldest first, page after page. A refetch asks each page
 * again from its own cursor, so the last page picks up whatever arrived since; each message
 * is in exactly one page.
 */
export function useThread(id: string) {
  return useInfiniteQuery({
    queryKey: messageKeys.thread(id),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(withQuery(messagesUrl(id), { cursor: pageParam, limit: THREAD_PAGE_SIZE }), { schema: (s) => s.ChatMessagePageSchema, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export type ThreadData = InfiniteData<ChatMessagePage, string | null>;
