/* What other modules may use of notifications: telling a user of something, in their transaction. */
export { createNotificationsService, type NewNotice, type NoticeText, type NotificationsService } from './notifications.service.ts';
export { notificationsRoutes } from './notifications.routes.ts';
export { createMailSettingsService } from './mail-settings.service.ts';
export { mailSettingsRoutes } from './mail-settings.routes.ts';
export { createUnsubscribeTokens } from './unsubscribe-token.ts';
