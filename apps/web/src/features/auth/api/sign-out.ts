import { apiFetch } from '@/lib/api-client.ts';

/** POST /api/auth/sign-out: ends the cookie's session on the server (fine when there is none). */
export async function signOut(): Promise<void> {
  await apiFetch('/api/auth/sign-out', { method: 'POST', body: {}, schema: (s) => s.AnyAnswerSchema });
}
