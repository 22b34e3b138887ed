import { apiFetch } from '@/lib/api-client.ts';

/** POST /api/auth-lookup: whether an email has an account (rate limited by the server). */
export async function accountExists(email: string): Promise<boolean> {
  const { exists } = await apiFetch('/api/auth-lookup', {
    method: 'POST',
    body: { email },
    schema: (s) => s.AuthLookupResponseSchema,
  });
  return exists;
}
