import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { messageKeys } from './message-keys.ts';

/** The API path of one conversation, which its reads and reports extend. */
export const conversationUrl = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;

/** GET /api/conversations/:id: the listing, the other party, unread count and whether it is closed. */
export const useConversation = (id: string) =>
  useQuery({
    queryKey: messageKeys.conversation(id),
    queryFn: ({ signal }) => apiFetch(conversationUrl(id), { schema: (s) => s.ConversationSchema, signal }),
  });
