/* What other modules may use of notifications: telling a user of something, in their transaction. */
export { createNotificationsService, type NewNotice, type NotificationsService } from './notifications.service.ts';
export { notificationsRoutes } from './notifications.routes.ts';
export { publish } from '../events/index.ts';
