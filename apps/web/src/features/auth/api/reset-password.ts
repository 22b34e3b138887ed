import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/** POST /api/auth/reset-password: the link's token and the new password; signs out every session. */
export async function resetPassword(body: { token: string; newPassword: string }): Promise<void> {
  await apiFetch('/api/auth/reset-password', { method: 'POST', body, schema: (s) => s.AnyAnswerSchema });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
