import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, withQuery } from '@/lib/api-client.ts';
import { messageKeys } from './message-keys.ts';

const INBOX_PAGE_SIZE = 20;

export function inboxQueryOptions() {
  return infiniteQueryOptions({
    queryKey: messageKeys.inbox(),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(withQuery('/api/conversations', { cursor: pageParam, limit: INBOX_PAGE_SIZE }), { schema: (s) => s.ConversationPageSchema, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** GET /api/conversations: the signed-in user's conversations, newest activity first. */
export const useInbox = () => useInfiniteQuery(inboxQueryOptions());
