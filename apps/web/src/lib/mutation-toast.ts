import { useCallback } from 'react';
import { toast } from './toast.tsx';
import { useTranslation } from 'react-i18next';
import { errorMessage, type Translate } from './api-client.ts';

/**
 * The one toast for a change that failed: the server's message (sold, taken, not allowed…), or
 * `fallback` (a generic line by default) for a failure that did not come from the API. `t` is the
 * caller's, so the generic line (a failure that never reached the API: offline) is in the page's
 * language too; required, so no call can forget it.
 */
export function toastMutationError(error: unknown, t: Translate, fallback?: string): void {
  toast.error(errorMessage(error, t, fallback));
}

/** `toastMutationError` in the page's language: `const toastError = useMutationErrorToast(); toastError(error)`. */
export function useMutationErrorToast(): (error: unknown, fallback?: string) => void {
  const { t } = useTranslation();
  return useCallback((error, fallback) => toastMutationError(error, t, fallback), [t]);
}
