import { API_PREFIX, type AppInstance } from '#server/plugins/mount.ts';
import { eventsRoutes } from './events.routes.ts';
import type { UserStreams } from './streams.ts';

/* User events: what other modules may use to tell a user's open pages that a list changed; and what app.ts wires: the listener. */
export { publish, USER_EVENTS_CHANNEL } from './publish.ts';
export { registerUserEvents } from './listen.ts';

/** Mounts the event stream a signed-in person's open pages listen to. */
export async function mountEvents(app: AppInstance, deps: { streams: UserStreams }): Promise<void> {
  await app.register(eventsRoutes, { prefix: API_PREFIX, ...deps });
}
