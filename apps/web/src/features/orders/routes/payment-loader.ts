import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { isApiRequestError } from '@/lib/api-client.ts';
import { orderQueryOptions } from '../api/get-order.ts';

/**
 * Prefetches the order into the query cache; someone else's or an unknown order answers 404,
 * which reaches the route's error page. A guest (401) or another role (403) is left to the
 * guards above the page, which send them to /login or say the page is not theirs.
 */
export function paymentLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    try {
      await queryClient.ensureQueryData(orderQueryOptions(params.id ?? ''));
    } catch (error) {
      if (isApiRequestError(error) && (error.status === 401 || error.status === 403)) return null;
      throw error;
    }
    return null;
  };
}
