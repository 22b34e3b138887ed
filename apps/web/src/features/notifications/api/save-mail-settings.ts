import type { NotificationSettings } from '@reboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '@/lib/api-client.ts';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { notificationKeys } from './notification-keys.ts';

/** PUT /api/notification-settings; the page shows what the server saved. */
export function useSaveMailSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      apiFetch('/api/notification-settings', { method: 'PUT', body: settings, schema: (s) => s.NotificationSettingsSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationKeys.settings(), saved);
      toast.success(t('notifications.settings.saved'));
    },
    onError: (error) => toastMutationError(error, t),
  });
}
