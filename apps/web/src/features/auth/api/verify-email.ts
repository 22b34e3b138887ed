import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, withQuery } from '@/lib/api-client.ts';
import { sessionKeys } from '@/lib/query-keys.ts';

/** GET /api/auth/verify-email: the mailed token; a used, expired or made-up one is refused by its code. */
export async function verifyEmail(token: string): Promise<void> {
  await apiFetch(withQuery('/api/auth/verify-email', { token }), { schema: (s) => s.AnyAnswerSchema });
}

/** Verifying signs the browser in (or refreshes its session): the session query learns `emailVerified`. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyEmail, onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }) });
}
