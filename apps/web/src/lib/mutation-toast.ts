import toast from 'react-hot-toast';
import { errorMessage } from './api-client.ts';

/**
 * The one toast for a change that failed: the server's message (sold, taken, not allowed…), or
 * `fallback` (a generic line by default) for a failure that did not come from the API.
 */
export function toastMutationError(error: unknown, fallback?: string): void {
  toast.error(errorMessage(error, fallback));
}
