import type { QueryClient } from '@tanstack/react-query';
import { configQueryOptions } from '../features/config/api/get-config.ts';

/** Every price needs the deployment's currency, so it is known before anything renders. */
export function rootLoader(queryClient: QueryClient) {
  return async () => {
    await queryClient.ensureQueryData(configQueryOptions);
    return null;
  };
}
