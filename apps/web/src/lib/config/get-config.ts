import type { PublicConfig } from '@reboard/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';
import { configKeys } from '../query-keys.ts';

export function getConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiFetch('/api/config', { schema: (s) => s.PublicConfigSchema, signal });
}

// The deployment's settings never change while the page is open: fetch once, keep forever.
export const configQueryOptions = queryOptions({
  queryKey: configKeys.all,
  queryFn: ({ signal }) => getConfig(signal),
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The root loader has already filled the cache, so this never suspends in practice. */
export function useConfig(): PublicConfig {
  return useSuspenseQuery(configQueryOptions).data;
}
