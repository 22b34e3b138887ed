import type { ChatMessage } from '@reboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { messagesUrl } from './get-thread.ts';
import { messageKeys } from './message-keys.ts';

/** POST /api/conversations/:id/messages; the sent message joins the thread at once. */
export function usePostMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string): Promise<ChatMessage> => apiFetch(messagesUrl(id), { method: 'POST', body: { body }, schema: (s) => s.ChatMessageSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.thread(id) }),
        queryClient.invalidateQueries({ queryKey: messageKeys.inbox() }),
      ]),
  });
}
