import type { ProfileUpdate } from '@reboard/contracts';
import { apiFetch } from '@/lib/api-client.ts';

/** POST /api/auth/update-user: name and picture only (the picture must be an upload's URL). */
export async function updateProfile(body: Partial<ProfileUpdate>): Promise<void> {
  await apiFetch('/api/auth/update-user', { method: 'POST', body, schema: (s) => s.AnyAnswerSchema });
}
