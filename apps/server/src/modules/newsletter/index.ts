import type { Database } from '#server/db/client.ts';
import { API_PREFIX, type AppInstance } from '#server/plugins/mount.ts';
import { newsletterRoutes } from './newsletter.routes.ts';
import { createNewsletterService } from './newsletter.service.ts';

/* What app.ts wires of newsletter: its one route. Other modules use none of it. */

/** Mounts the newsletter sign-up. */
export async function mountNewsletter(app: AppInstance, deps: { db: Database }): Promise<void> {
  await app.register(newsletterRoutes, { prefix: API_PREFIX, newsletter: createNewsletterService(deps.db) });
}
