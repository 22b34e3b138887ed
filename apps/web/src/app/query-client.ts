import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from '../lib/api-client.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer (404 unknown id, 400 bad input) will not change on retry.
        retry: (failureCount, error) => {
          if (isApiRequestError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
}
