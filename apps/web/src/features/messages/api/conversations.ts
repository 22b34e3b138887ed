import {
  ConversationPageSchema,
  ConversationSchema,
  MessageSchema,
  UnreadCountSchema,
  type Conversation,
  type Message,
} from '@reboard/contracts';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, withQuery } from '../../../lib/api-client.ts';
import { messageKeys } from './message-keys.ts';

const INBOX_PAGE_SIZE = 20;
const conversationUrl = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;

export function inboxQueryOptions() {
  return infiniteQueryOptions({
    queryKey: messageKeys.inbox(),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(withQuery('/api/conversations', { cursor: pageParam, limit: INBOX_PAGE_SIZE }), { schema: ConversationPageSchema, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** GET /api/conversations: the signed-in user's conversations, newest activity first. */
export const useInbox = () => useInfiniteQuery(inboxQueryOptions());

/** GET /api/conversations/:id: the listing, the other party, unread count and whether it is closed. */
export const useConversation = (id: string) =>
  useQuery({
    queryKey: messageKeys.conversation(id),
    queryFn: ({ signal }) => apiFetch(conversationUrl(id), { schema: ConversationSchema, signal }),
  });

/** GET /api/conversations/unread: the header badge's number (signed-in users only). */
export const useUnreadCount = (enabled: boolean) =>
  useQuery({
    queryKey: messageKeys.unread(),
    queryFn: ({ signal }) => apiFetch('/api/conversations/unread', { schema: UnreadCountSchema, signal }),
    enabled,
  });

/** POST /api/products/:id/conversation: opens the asker's conversation (or the one they have). */
export function useStartConversation() {
  return useMutation({
    mutationFn: (productId: string): Promise<Conversation> =>
      apiFetch(`/api/products/${encodeURIComponent(productId)}/conversation`, { method: 'POST', schema: ConversationSchema }),
  });
}

/** POST /api/conversations/:id/read: the badge drops by what was read (on every device). */
export function useMarkRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`${conversationUrl(id)}/read`, { method: 'POST', schema: UnreadCountSchema }),
    onSuccess: (unread) => {
      queryClient.setQueryData(messageKeys.unread(), unread);
      return queryClient.invalidateQueries({ queryKey: messageKeys.inbox() });
    },
  });
}

/** POST /api/conversations/:id/reports: the admins may then read it. */
export function useReportConversation(id: string) {
  return useMutation({
    mutationFn: (reason: string): Promise<Message> =>
      apiFetch(`${conversationUrl(id)}/reports`, { method: 'POST', body: { reason }, schema: MessageSchema }),
  });
}
