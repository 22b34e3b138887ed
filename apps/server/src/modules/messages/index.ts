import { API_PREFIX, type AppInstance } from '#server/plugins/mount.ts';
import { messagesRoutes } from './messages.routes.ts';
import type { MessagesService } from './messages.types.ts';

/* What other modules may use of messages: the service, for admins who close a reported conversation
 * inside their own audited transaction. */
export { createMessagesService } from './messages.service.ts';
export type { MessagesService } from './messages.types.ts';

/** Mounts the conversations between a buyer and a seller about a listing. */
export async function mountMessages(app: AppInstance, deps: { messages: MessagesService }): Promise<void> {
  await app.register(messagesRoutes, { prefix: API_PREFIX, ...deps });
}
