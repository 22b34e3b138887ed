import type { ImportRowChange, ListingImport } from '@reboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { importKeys } from './import-keys.ts';

type RowChange = { id: string; line: number; change: ImportRowChange };

/** PATCH /api/listings/imports/:id/rows/:line: a row fixed (checked again at once) or skipped. */
export function changeImportRow({ id, line, change }: RowChange): Promise<ListingImport> {
  return apiFetch(`/api/listings/imports/${encodeURIComponent(id)}/rows/${line}`, { method: 'PATCH', body: change, schema: (s) => s.ListingImportSchema });
}

export function useChangeImportRow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeImportRow,
    // The answer is the whole preview, counts included: shown as it is.
    onSuccess: (upload) => queryClient.setQueryData(importKeys.detail(upload.id), upload),
  });
}
