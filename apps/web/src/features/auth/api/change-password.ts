import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/** POST /api/auth/change-password: the current password and a new one; other devices are signed out. */
export async function changePassword(body: { currentPassword: string; newPassword: string }): Promise<void> {
  await apiFetch('/api/auth/change-password', { method: 'POST', body: { ...body, revokeOtherSessions: true }, schema: (s) => s.AnyAnswerSchema });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
