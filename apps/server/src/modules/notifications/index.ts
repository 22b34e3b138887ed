import type { Database } from '#server/db/client.ts';
import { API_PREFIX, type AppInstance } from '#server/plugins/mount.ts';
import { createMailSettingsService } from './mail-settings.service.ts';
import { mailSettingsRoutes } from './mail-settings.routes.ts';
import type { NotificationsService } from './notifications.service.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

/* What other modules may use of notifications: telling a user of something, in their transaction; and what app.ts wires: the unsubscribe links' tokens. */
export { createNotificationsService, type NewNotice, type NoticeText, type NotificationsService } from './notifications.service.ts';
export { createUnsubscribeTokens, type UnsubscribeTokens } from './unsubscribe-token.ts';

/** Mounts a person's notifications and their mail settings (with the unsubscribe link's route). */
export async function mountNotifications(
  app: AppInstance,
  deps: { db: Database; notifications: NotificationsService; unsubscribeTokens: UnsubscribeTokens },
): Promise<void> {
  await app.register(notificationsRoutes, { prefix: API_PREFIX, notifications: deps.notifications });
  await app.register(mailSettingsRoutes, { prefix: API_PREFIX, mailSettings: createMailSettingsService(deps.db, deps.unsubscribeTokens) });
}
