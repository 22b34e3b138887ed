import { UploadResponseSchema } from '@reboard/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * POST /api/uploads (signed-in users only): the server checks the file by its content,
 * re-encodes it and answers with the URL to store on the profile.
 */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const { url } = await apiFetch('/api/uploads', { method: 'POST', body: form, schema: UploadResponseSchema });
  return url;
}
