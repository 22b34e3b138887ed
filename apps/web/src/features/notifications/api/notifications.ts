import { NotificationPageSchema, UnreadCountSchema, type NotificationPage } from '@reboard/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, withQuery } from '../../../lib/api-client.ts';
import { useMutationErrorToast } from '../../../lib/mutation-toast.ts';
import { useUserEvents } from '../../../lib/user-events.ts';
import { notificationKeys } from './notification-keys.ts';

/** How many the bell shows; the rest are on the notifications page. */
export const BELL_SIZE = 8;
export const PAGE_SIZE = 20;

const getPage = (cursor: string | null, limit: number, signal?: AbortSignal): Promise<NotificationPage> =>
  apiFetch(withQuery('/api/notifications', { cursor, limit }), { schema: NotificationPageSchema, signal });

/** The newest few and the unread count, for the bell. */
export const useBellNotifications = () =>
  useQuery({ queryKey: notificationKeys.bell(), queryFn: ({ signal }) => getPage(null, BELL_SIZE, signal) });

export const useNotificationPages = () =>
  useInfiniteQuery({
    queryKey: notificationKeys.pages(),
    queryFn: ({ pageParam, signal }) => getPage(pageParam, PAGE_SIZE, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Refreshes every notification list when the server says they changed (from any tab or device). */
export function useNotificationEvents(): void {
  const queryClient = useQueryClient();
  useUserEvents('notifications', () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }));
}

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
    apiFetch(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST', schema: UnreadCountSchema }),
  );

export const useMarkAllRead = () =>
  useNotificationMutation(() => apiFetch('/api/notifications/read-all', { method: 'POST', schema: UnreadCountSchema }));
