import type { Conversation } from '@reboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/** POST /api/products/:id/conversation: opens the asker's conversation (or the one they have). */
export function useStartConversation() {
  return useMutation({
    mutationFn: (productId: string): Promise<Conversation> =>
      apiFetch(`/api/products/${encodeURIComponent(productId)}/conversation`, { method: 'POST', schema: (s) => s.ConversationSchema }),
  });
}
