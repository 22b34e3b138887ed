import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch, withQuery } from '@/lib/api-client.ts';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { notificationKeys } from './notification-keys.ts';

const unsubscribeUrl = (token: string) => withQuery('/api/unsubscribe', { token });

/** What a mail's link would stop; a broken link answers 400. */
export const useUnsubscribeTarget = (token: string) =>
  useQuery({
    queryKey: [...notificationKeys.all, 'unsubscribe', token],
    queryFn: ({ signal }) => apiFetch(unsubscribeUrl(token), { schema: (s) => s.UnsubscribeTargetSchema, signal }),
    enabled: token !== '',
    retry: false,
  });

export function useUnsubscribe(token: string) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () => apiFetch(unsubscribeUrl(token), { method: 'POST', schema: (s) => s.UnsubscribeTargetSchema }),
    onError: (error) => toastMutationError(error, t),
  });
}
