import type { ListingImport } from '@reboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { importKeys } from './import-keys.ts';

/** How often the page asks how far the check has got. */
const PROGRESS_POLL_MS = 500;

export function getImport(id: string, signal?: AbortSignal): Promise<ListingImport> {
  return apiFetch(`/api/listings/imports/${encodeURIComponent(id)}`, { schema: (s) => s.ListingImportSchema, signal });
}

export function importQueryOptions(id: string) {
  return queryOptions({
    queryKey: importKeys.detail(id),
    queryFn: ({ signal }) => getImport(id, signal),
    enabled: id !== '',
    // Asked again while the rows are being checked (the progress), then only when changed here.
    refetchInterval: (query) => (query.state.data?.status === 'checking' ? PROGRESS_POLL_MS : false),
  });
}

export function useImport(id: string) {
  return useQuery(importQueryOptions(id));
}
