import { z } from 'zod';
import { CursorParamSchema } from './cursor.ts';

/*
 * Notifications: one row per event a user is told of, shown by the bell and the notification
 * centre, and mailed for the kinds the user chose. New ones reach open pages as user events.
 */

export const NOTIFICATION_KINDS = [
  'order_booked',
  'order_paid',
  'order_shipped',
  'order_received',
  'order_cancelled',
  'order_refunded',
  'review_posted',
  'message_received',
  'listing_removed',
  'seller_verified',
  'saved_search_match',
  'watched_price_drop',
  'watched_sold',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/** What an open page is told by GET /api/events: that one of its lists changed. */
export const USER_EVENT_TOPICS = ['notifications', 'messages'] as const;
export type UserEventTopic = (typeof USER_EVENT_TOPICS)[number];

export const NotificationSchema = z.object({
  id: z.string(),
  kind: NotificationKindSchema,
  text: z.string(),
  /** An app path such as /products/<id>. */
  link: z.string(),
  createdAt: z.string(),
  /** When it was marked read; null while unread. */
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsQuerySchema = z.object({
  cursor: CursorParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type NotificationsQuery = z.input<typeof NotificationsQuerySchema>;

export const NotificationPageSchema = z.object({
  items: z.array(NotificationSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
  /** The user's unread notifications in all, so the bell needs no second request. */
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const UnreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;
