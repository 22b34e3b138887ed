import type { SignUp } from '@reboard/contracts';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/auth/sign-up/email: creates the account and signs it in at once (cookie set). */
export async function signUp(body: SignUp): Promise<void> {
  await apiFetch('/api/auth/sign-up/email', { method: 'POST', body, schema: z.unknown() });
}
