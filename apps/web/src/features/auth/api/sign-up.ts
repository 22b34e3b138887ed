import type { SignUp } from '@reboard/contracts';
import type { Locale } from '@reboard/contracts/i18n';
import { apiFetch } from '@/lib/api-client.ts';

/** POST /api/auth/sign-up/email: creates the account and signs it in at once (cookie set). */
export async function signUp(body: SignUp, locale: Locale): Promise<void> {
  await apiFetch('/api/auth/sign-up/email', { method: 'POST', body: { ...body, locale }, schema: (s) => s.AnyAnswerSchema });
}
