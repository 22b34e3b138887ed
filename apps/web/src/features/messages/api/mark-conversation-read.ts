import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { conversationUrl } from './get-conversation.ts';
import { messageKeys } from './message-keys.ts';

/** POST /api/conversations/:id/read: the badge drops by what was read (on every device). */
export function useMarkRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`${conversationUrl(id)}/read`, { method: 'POST', schema: (s) => s.UnreadCountSchema }),
    onSuccess: (unread) => {
      queryClient.setQueryData(messageKeys.unread(), unread);
      return queryClient.invalidateQueries({ queryKey: messageKeys.inbox() });
    },
  });
}
