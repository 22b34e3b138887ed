import { NotificationSettingsSchema, UnsubscribeTargetSchema, type NotificationSettings } from '@reboard/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { apiFetch, withQuery } from '../../../lib/api-client.ts';
import { toastMutationError } from '../../../lib/mutation-toast.ts';
import { notificationKeys } from './notification-keys.ts';

export const useMailSettings = () =>
  useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => apiFetch('/api/notification-settings', { schema: NotificationSettingsSchema, signal }),
  });

export function useSaveMailSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      apiFetch('/api/notification-settings', { method: 'PUT', body: settings, schema: NotificationSettingsSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationKeys.settings(), saved);
      toast.success(t('notifications.settings.saved'));
    },
    onError: (error) => toastMutationError(error, t),
  });
}

const unsubscribeUrl = (token: string) => withQuery('/api/unsubscribe', { token });

/** What a mail's link would stop; a broken link answers 400. */
export const useUnsubscribeTarget = (token: string) =>
  useQuery({
    queryKey: [...notificationKeys.all, 'unsubscribe', token],
    queryFn: ({ signal }) => apiFetch(unsubscribeUrl(token), { schema: UnsubscribeTargetSchema, signal }),
    enabled: token !== '',
    retry: false,
  });

export function useUnsubscribe(token: string) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () => apiFetch(unsubscribeUrl(token), { method: 'POST', schema: UnsubscribeTargetSchema }),
    onError: (error) => toastMutationError(error, t),
  });
}
