import { MessageSchema, type Message, type EmailLinkRequest } from '@reboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/auth/request-password-reset: mails a one-hour link when the email has an account (the same answer either way). */
export function requestPasswordReset(body: EmailLinkRequest): Promise<Message> {
  return apiFetch('/api/auth/request-password-reset', { method: 'POST', body, schema: MessageSchema });
}

/** POST /api/auth/reset-password: the link's token and the new password; signs out every session. */
export async function resetPassword(body: { token: string; newPassword: string }): Promise<void> {
  await apiFetch('/api/auth/reset-password', { method: 'POST', body, schema: z.unknown() });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

/** POST /api/auth/change-password: the current password and a new one; other devices are signed out. */
export async function changePassword(body: { currentPassword: string; newPassword: string }): Promise<void> {
  await apiFetch('/api/auth/change-password', { method: 'POST', body: { ...body, revokeOtherSessions: true }, schema: z.unknown() });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
