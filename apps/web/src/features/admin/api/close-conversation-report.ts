import type { Message } from '@reboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** POST /api/admin/conversation-reports/:id/close (audited); 409 when another admin closed it first. */
export function useCloseConversationReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<Message> =>
      apiFetch(`/api/admin/conversation-reports/${encodeURIComponent(id)}/close`, { method: 'POST', schema: (s) => s.MessageSchema }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.conversationReports() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
