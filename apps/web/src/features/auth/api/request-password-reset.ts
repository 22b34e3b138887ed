import type { Message, EmailLinkRequest } from '@reboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/** POST /api/auth/request-password-reset: mails a one-hour link when the email has an account (the same answer either way). */
export function requestPasswordReset(body: EmailLinkRequest): Promise<Message> {
  return apiFetch('/api/auth/request-password-reset', { method: 'POST', body, schema: (s) => s.MessageSchema });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
