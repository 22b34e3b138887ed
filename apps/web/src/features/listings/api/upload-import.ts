import type { ImportCreated } from '@reboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/** POST /api/listings/imports: the file's text as sent; its rows are checked in the background. */
export function uploadImport(text: string): Promise<ImportCreated> {
  return apiFetch('/api/listings/imports', { method: 'POST', body: { text }, schema: (s) => s.ImportCreatedSchema });
}

export function useUploadImport() {
  return useMutation({ mutationFn: uploadImport });
}
