import { z } from 'zod';
import { CursorParamSchema } from './cursor.ts';
import { singleLine } from './text.ts';

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
  'proof_checked',
  'seller_verified',
  'saved_search_match',
  'watched_price_drop',
  'watched_sold',
  'watched_free',
  'wanted_match',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

export { USER_EVENT_TOPICS, type UserEventTopic } from './user-events.ts';

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

/** What the settings page calls each kind. */
export const NOTIFICATION_KIND_KEYS = {
  order_booked: 'notifications.kind.order_booked',
  order_paid: 'notifications.kind.order_paid',
  order_shipped: 'notifications.kind.order_shipped',
  order_received: 'notifications.kind.order_received',
  order_cancelled: 'notifications.kind.order_cancelled',
  order_refunded: 'notifications.kind.order_refunded',
  review_posted: 'notifications.kind.review_posted',
  message_received: 'notifications.kind.message_received',
  listing_removed: 'notifications.kind.listing_removed',
  proof_checked: 'notifications.kind.proof_checked',
  seller_verified: 'notifications.kind.seller_verified',
  saved_search_match: 'notifications.kind.saved_search_match',
  watched_price_drop: 'notifications.kind.watched_price_drop',
  watched_sold: 'notifications.kind.watched_sold',
  watched_free: 'notifications.kind.watched_free',
  wanted_match: 'notifications.kind.wanted_match',
} as const satisfies Record<NotificationKind, string>;

/** Which kinds are mailed to someone who never chose: orders and messages. */
/** Saved-search alerts too: a person who saves a search chooses its mail (at once or a daily digest) right there. */
/** And a wanted list's matches: saving a BOM is asking to hear when its parts turn up. */
export const mailedByDefault = (kind: NotificationKind): boolean =>
  kind.startsWith('order_') || kind === 'message_received' || kind === 'saved_search_match' || kind === 'wanted_match';

const MAIL_CHOICE = 'validation.notifications.chooseOnOff';
/** GET and PUT /api/notification-settings: for each kind, whether it also comes by mail. */
// An object with a property per kind (not a record keyed by the enum) so the API document names them.
export const NotificationSettingsSchema = z.object({
  mail: z.strictObject(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean({ message: MAIL_CHOICE })])) as Record<NotificationKind, z.ZodBoolean>),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** The token of an unsubscribe link, in its query. */
export const UnsubscribeQuerySchema = z.object({ token: singleLine().max(500) });

/** GET /api/unsubscribe: what the link would stop, for the page that asks to confirm. */
export const UnsubscribeTargetSchema = z.object({ kind: NotificationKindSchema, label: z.string() });
export type UnsubscribeTarget = z.infer<typeof UnsubscribeTargetSchema>;
