import type { Message, EmailLinkRequest } from '@reboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/** POST /api/verification-email: mails a new link to an unverified account (the same answer either way). */
export function resendVerificationEmail(body: EmailLinkRequest): Promise<Message> {
  return apiFetch('/api/verification-email', { method: 'POST', body, schema: (s) => s.MessageSchema });
}

export const useResendVerificationEmail = () => useMutation({ mutationFn: resendVerificationEmail });
