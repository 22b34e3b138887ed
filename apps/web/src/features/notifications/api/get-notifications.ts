import type { NotificationPage } from '@reboard/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch, withQuery } from '@/lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** How many the bell shows; the rest are on the notifications page. */
export const BELL_SIZE = 8;
export const PAGE_SIZE = 20;

const getPage = (cursor: string | null, limit: number, signal?: AbortSignal): Promise<NotificationPage> =>
  apiFetch(withQuery('/api/notifications', { cursor, limit }), { schema: (s) => s.NotificationPageSchema, signal });

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
