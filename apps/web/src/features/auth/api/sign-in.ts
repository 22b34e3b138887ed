import type { SignIn } from '@reboard/contracts';
import { apiFetch } from '@/lib/api-client.ts';

/** POST /api/auth/sign-in/email: sets the session cookie on success. */
export async function signInWithEmail(body: SignIn): Promise<void> {
  // Better Auth answers with its own user object; the app reads the user from /api/me instead.
  await apiFetch('/api/auth/sign-in/email', { method: 'POST', body, schema: (s) => s.AnyAnswerSchema });
}
