import { useQueryClient } from '@tanstack/react-query';
import { useUserEvents } from '@/lib/user-events.ts';
import { notificationKeys } from './notification-keys.ts';

/** Refreshes every notification list when the server says they changed (from any tab or device). */
export function useNotificationEvents(): void {
  const queryClient = useQueryClient();
  useUserEvents('notifications', () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }));
}
