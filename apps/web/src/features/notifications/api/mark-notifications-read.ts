import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { useMutationErrorToast } from '@/lib/mutation-toast.ts';
import { notificationKeys } from './notification-keys.ts';

function useNotificationMutation<T>(call: (arg: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const toastError = useMutationErrorToast();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    onError: (error) => toastError(error),
  });
}

export const useMarkRead = () =>
  useNotificationMutation((id: string) =>
    apiFetch(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST', schema: (s) => s.UnreadCountSchema }),
  );

export const useMarkAllRead = () =>
  useNotificationMutation(() => apiFetch('/api/notifications/read-all', { method: 'POST', schema: (s) => s.UnreadCountSchema }));
