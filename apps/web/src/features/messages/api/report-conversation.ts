import type { Message } from '@reboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { conversationUrl } from './get-conversation.ts';

/** POST /api/conversations/:id/reports: the admins may then read it. */
export function useReportConversation(id: string) {
  return useMutation({
    mutationFn: (reason: string): Promise<Message> =>
      apiFetch(`${conversationUrl(id)}/reports`, { method: 'POST', body: { reason }, schema: (s) => s.MessageSchema }),
  });
}
