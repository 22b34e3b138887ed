import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** GET /api/notification-settings: which mails the signed-in person gets. */
export const useMailSettings = () =>
  useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => apiFetch('/api/notification-settings', { schema: (s) => s.NotificationSettingsSchema, signal }),
  });
