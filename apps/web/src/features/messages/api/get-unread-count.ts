import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { messageKeys } from './message-keys.ts';

/** GET /api/conversations/unread: the header badge's number (signed-in users only). */
export const useUnreadCount = (enabled: boolean) =>
  useQuery({
    queryKey: messageKeys.unread(),
    queryFn: ({ signal }) => apiFetch('/api/conversations/unread', { schema: (s) => s.UnreadCountSchema, signal }),
    enabled,
  });
