import type { AuthProvider } from '@reboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { authProviderKeys } from '@/lib/query-keys.ts';

export type ProviderId = AuthProvider['id'];

export async function getAuthProviders(signal?: AbortSignal): Promise<AuthProvider[]> {
  const { providers } = await apiFetch('/api/auth-providers', { schema: (s) => s.AuthProvidersSchema, signal });
  return providers;
}

// Which providers are configured only changes when the server restarts.
export const authProvidersQueryOptions = queryOptions({
  queryKey: authProviderKeys.all,
  queryFn: ({ signal }) => getAuthProviders(signal),
  staleTime: Infinity,
});

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions);
}
